import { useEffect } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { useConfirmSubscription } from "../api/useSubscribe";
import "./newsletter.css";

interface ConfirmResultProps {
  /** The link's token; null when the address carried none. */
  token: string | null;
}

/** Where a confirmation link lands: it confirms once, in the browser, and says how it went in the server's words. */
export function ConfirmResult({ token }: ConfirmResultProps) {
  const { t } = useTranslation();
  const confirm = useConfirmSubscription();
  const { mutate } = confirm;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  if (!token) {
    return (
      <p className="newsletter-result newsletter-result--error" role="alert">
        {t("newsletter.noToken")}
      </p>
    );
  }
  if (confirm.isSuccess) {
    return (
      <p className="newsletter-result newsletter-result--success" role="status">
        {confirm.data.message}
      </p>
    );
  }
  if (confirm.isError) {
    return (
      <p className="newsletter-result newsletter-result--error" role="alert">
        {confirm.error.message || t("newsletter.errors.failed")}
      </p>
    );
  }
  return (
    <p className="newsletter-result" role="status" aria-busy="true">
      {t("newsletter.confirming")}
    </p>
  );
}
