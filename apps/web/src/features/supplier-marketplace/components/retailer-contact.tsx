import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RequestParty } from '@assist/domain';

/** The name a business goes by in the lists: its business name, else its e-mail. */
export function partyName(party: RequestParty): string {
  return party.businessName || party.email || `#${party.id}`;
}

/** Who is asking: the retailer's business name, phone, location and e-mail (spec part 2 §3). */
export function RetailerContact({ retailer }: { retailer: RequestParty }) {
  const { t } = useTranslation('supplierMarketplace');
  return (
    <div className="min-w-0">
      <p className="font-semibold [overflow-wrap:anywhere]" data-testid="retailer-name">
        {partyName(retailer)}
      </p>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm text-ink-muted sm:flex-row sm:flex-wrap sm:gap-x-4">
        {retailer.businessPhone && (
          <li className="flex items-center gap-1.5">
            <Phone className="size-3.5 shrink-0" aria-label={t('purchase.phone')} />
            <span dir="ltr">{retailer.businessPhone}</span>
          </li>
        )}
        {retailer.businessLocation && (
          <li className="flex items-center gap-1.5">
            <MapPin className="size-3.5 shrink-0" aria-label={t('purchase.location')} />
            <span>{retailer.businessLocation}</span>
          </li>
        )}
        {retailer.email && (
          <li className="flex min-w-0 items-center gap-1.5">
            <Mail className="size-3.5 shrink-0" aria-label={t('purchase.email')} />
            <span dir="ltr" className="[overflow-wrap:anywhere]">
              {retailer.email}
            </span>
          </li>
        )}
      </ul>
    </div>
  );
}
