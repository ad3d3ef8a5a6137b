import { useMutation } from "@tanstack/react-query";
import { usePortal } from "@/shared/portal/PortalContext";
import { apiUrl, postForm, type ApiRequestError } from "@/shared/api/client";
import type { ConfirmResponse, SubscribeResponse } from "../model/types";

/** Subscribe to the morning email of the page's edition; the answer is the same for every address. */
export function useSubscribe() {
  const { lang } = usePortal();
  return useMutation<SubscribeResponse, ApiRequestError, { email: string; sections: string }>({
    mutationFn: ({ email, sections }) => postForm<SubscribeResponse>(apiUrl("/api/newsletter/subscribe", { lang }), { email, sections }),
  });
}

/** Confirm the subscription a signed link names. */
export function useConfirmSubscription() {
  const { lang } = usePortal();
  return useMutation<ConfirmResponse, ApiRequestError, string>({
    mutationFn: (token) => postForm<ConfirmResponse>(apiUrl("/api/newsletter/confirm", { lang }), { token }),
  });
}
