import { useTranslation } from "@/shared/i18n/useTranslation";
import { telHref, type ContactDetails } from "../model/types";

function Reach({ phone, email }: { phone: string; email: string }) {
  const { t } = useTranslation();
  return (
    <dl className="contact-card__reach">
      {phone && (
        <>
          <dt>{t("pages.phone")}</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </>
      )}
      {email && (
        <>
          <dt>{t("pages.email")}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The contact page's details (spec section 1): address, sales and marketing, the news team, web address. */
export function ContactCard({ contact }: { contact: ContactDetails }) {
  const { t } = useTranslation();
  const blocks = [
    contact.address && (
      <section key="address" className="contact-card__block">
        <h2>{t("pages.address")}</h2>
        <address>{contact.address}</address>
      </section>
    ),
    (contact.sales_phone || contact.sales_email) && (
      <section key="sales" className="contact-card__block">
        <h2>{t("pages.sales")}</h2>
        <Reach phone={contact.sales_phone} email={contact.sales_email} />
      </section>
    ),
    (contact.news_phone || contact.news_email) && (
      <section key="news" className="contact-card__block">
        <h2>{t("pages.newsTeam")}</h2>
        <Reach phone={contact.news_phone} email={contact.news_email} />
      </section>
    ),
    contact.web_address && (
      <section key="web" className="contact-card__block">
        <h2>{t("pages.web")}</h2>
        <p>
          <a href={contact.web_address}>{contact.web_address.replace(/^https?:\/\//, "").replace(/\/$/, "")}</a>
        </p>
      </section>
    ),
  ].filter(Boolean);
  if (blocks.length === 0) return null;
  return <div className="contact-card">{blocks}</div>;
}
