import { CONTACT } from '../../../../shared/constants';
import type { SiteSettings } from '../../../../shared/site-settings';
import { LoadError } from '../../components/LoadError';
import { api } from '../../lib/api';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { useData } from '../../lib/use-data';

async function fetchSiteSettings(signal: AbortSignal): Promise<SiteSettings | null> {
  return (await api('GET /api/site-settings', {}, { signal })).settings;
}

/** WhatsApp's chat link for an Indian number: wa.me/91 and the ten digits. */
const whatsAppLink = (digits: string) => `https://wa.me/91${digits}`;

/** A ten-digit mobile as it is read out: +91 98980 12345. */
const spokenMobile = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

/**
 * E-mail and phone (as in the header's contact bar), then what the admin saved in the site settings:
 * the full address with a map link, the opening hours and WhatsApp. Before any is saved, the city.
 */
export function ContactDetails() {
  const t = useT();
  const language = useActiveLanguage();
  const settings = useData(fetchSiteSettings);
  const saved = settings.status === 'success' ? settings.data : null;
  const address = saved && ((language === 'gu' && saved.addressGu) || saved.address);
  const hours = saved && ((language === 'gu' && saved.hoursGu) || saved.hours);
  return (
    <>
      <dl className="contact-details">
        <div>
          <dt>{t('contactDetails.email')}</dt>
          <dd>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contactDetails.phone')}</dt>
          <dd>
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contactDetails.address')}</dt>
          <dd>
            {settings.status === 'loading' ? (
              <span className="muted">{t('common.loading')}</span>
            ) : saved ? (
              <>
                <address className="contact-address">{address}</address>
                <a href={saved.mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('contactDetails.map')}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
              </>
            ) : (
              t('contactDetails.addressValue', { city: t('contact.city') })
            )}
          </dd>
        </div>
        {saved && (
          <>
            <div>
              <dt>{t('contactDetails.hours')}</dt>
              <dd className="contact-hours">{hours}</dd>
            </div>
            <div>
              <dt>{t('contactDetails.whatsApp')}</dt>
              <dd>
                <a href={whatsAppLink(saved.whatsApp)} target="_blank" rel="noopener noreferrer">
                  {t('contactDetails.whatsAppChat', { number: spokenMobile(saved.whatsApp) })}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
              </dd>
            </div>
          </>
        )}
      </dl>
      {settings.status === 'error' && <LoadError message={t('contactDetails.loadFailed')} onRetry={settings.retry} />}
    </>
  );
}
