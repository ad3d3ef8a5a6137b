import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { useSubscribe } from "../api/useSubscribe";
import { EMAIL_MAX_LENGTH, sectionsField, toggleSection, validateEmail, type SubscribeFormError } from "../model/subscribeForm";
import "./newsletter.css";

export interface SectionChoice {
  id: number;
  name: string;
}

interface SubscribeFormProps {
  /** The sections a reader may narrow the email to; none chosen is every section. */
  sections: readonly SectionChoice[];
}

type Feedback = { tone: "error" | "success"; text: string } | null;

/** The morning email's form: an address and, if the reader wants, some sections. Messages as the server words them. */
export function SubscribeForm({ sections }: SubscribeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const [invalid, setInvalid] = useState<SubscribeFormError | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const subscribe = useSubscribe();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setInvalid(problem);
    if (problem) {
      setFeedback({ tone: "error", text: t(`newsletter.errors.${problem}`) });
      return;
    }
    setFeedback(null);
    subscribe.mutate(
      { email: email.trim(), sections: sectionsField(chosen) },
      {
        onSuccess: (answer) => {
          setFeedback({ tone: "success", text: answer.message });
          setEmail("");
        },
        onError: (error) => setFeedback({ tone: "error", text: error.message || t("newsletter.errors.failed") }),
      },
    );
  };

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate aria-label={t("newsletter.formLabel")}>
      <div className="newsletter-form__field">
        <label className="newsletter-form__label" htmlFor={`${id}-email`}>
          {t("newsletter.email")}
        </label>
        <input
          id={`${id}-email`}
          className="newsletter-form__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-feedback`}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setInvalid(null);
          }}
        />
      </div>
      {sections.length > 0 && (
        <fieldset className="newsletter-form__sections">
          <legend className="newsletter-form__label">{t("newsletter.sections")}</legend>
          <p className="newsletter-form__hint">{t("newsletter.sectionsHint")}</p>
          <div className="newsletter-form__choices">
            {sections.map((section) => (
              <label key={section.id} className="newsletter-form__choice">
                <input
                  type="checkbox"
                  checked={chosen.has(section.id)}
                  onChange={() => setChosen((current) => toggleSection(current, section.id))}
                />
                <span>{section.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p className="newsletter-form__hint">{t("newsletter.privacy")}</p>
      <div id={`${id}-feedback`} className="newsletter-form__feedback">
        <div role="alert">{feedback?.tone === "error" && <p className="newsletter-form__message newsletter-form__message--error">{feedback.text}</p>}</div>
        <div role="status">{feedback?.tone === "success" && <p className="newsletter-form__message newsletter-form__message--success">{feedback.text}</p>}</div>
      </div>
      <button type="submit" className="button" disabled={subscribe.isPending} aria-busy={subscribe.isPending}>
        {subscribe.isPending ? t("newsletter.sending") : t("newsletter.submit")}
      </button>
    </form>
  );
}
