import { useEffect } from "react";
import { usePortal } from "@/shared/portal/PortalContext";
import type { HeadTags } from "@/shared/api/payload";

/** Declare the page's title, description and social image (server: collected; browser: applied). */
export function useHead(tags: Partial<HeadTags> & { title: string }): void {
  const { collector } = usePortal();
  const head: HeadTags = { description: "", image: "", type: "website", ...tags };
  if (collector) collector.head = head;
  useEffect(() => {
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", head.description);
  }, [head.title, head.description]);
}

/** Mark the response as 404 when a route finds nothing to show. */
export function useNotFoundStatus(isNotFound: boolean): void {
  const { collector } = usePortal();
  if (collector && isNotFound) collector.status = 404;
}
