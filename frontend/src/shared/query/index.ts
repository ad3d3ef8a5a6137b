// The app's store of API answers (docs/adr/009-in-house-router-and-queries.md): import from "@/shared/query".
export { QueryClient, type QueryKey } from "./QueryClient";
export {
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type MutationResult,
  type QueryResult,
} from "./hooks";
