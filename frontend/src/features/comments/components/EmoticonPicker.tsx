import { useId } from "react";
import { useTranslation } from "@/shared/i18n/useTranslation";
import { EMOTICONS } from "../model/emoticons";

/** A row of radio buttons: no emoticon, or one of the fixed set. */
export function EmoticonPicker({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="emoticon-picker">
      <legend className="comment-form__label">{t("comments.form.emoticon")}</legend>
      <label className="emoticon-picker__option">
        <input type="radio" name={name} value={0} checked={value === 0} onChange={() => onChange(0)} />
        <span className="emoticon-picker__face emoticon-picker__face--none">{t("comments.emoticons.none")}</span>
      </label>
      {EMOTICONS.map((emoticon) => (
        <label key={emoticon.id} className="emoticon-picker__option">
          <input type="radio" name={name} value={emoticon.id} checked={value === emoticon.id} onChange={() => onChange(emoticon.id)} />
          <span className="emoticon-picker__face" aria-hidden="true">
            {emoticon.emoji}
          </span>
          <span className="visually-hidden">{t(`comments.emoticons.${emoticon.key}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
