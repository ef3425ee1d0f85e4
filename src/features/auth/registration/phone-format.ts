/**
 * The phone field's format on registration (SPEC §3 Contact, §7 account.getContactPhoneSettings): the default
 * country's code, mask and length. The read is optional: until it answers, or when it fails, Uzbekistan's.
 */
import { useMemo } from 'react';
import { getContactPhoneSettings } from '../../../api/account.ts';
import { useRead } from '../../../server-data/reads.ts';

export interface PhoneFormat {
  code: string;
  mask: string;
  digits: number;
}

const DEFAULT_PHONE: PhoneFormat = { code: '998', mask: '+998 ## ### ## ##', digits: 12 };

/** `enabled`: the operator lets players register by phone (read only then). */
export function usePhoneFormat(enabled: boolean): PhoneFormat {
  const read = useRead(getContactPhoneSettings, {}, { enabled, localised: false });
  const settings = read.status === 'ready' ? read.data : undefined;
  return useMemo(() => {
    const country = settings?.countries.find((entry) => entry.country_code === settings.default_country_code);
    return country ? { code: country.phone_code, mask: `+${country.phone_code} ${country.mask}`, digits: country.phone_code.length + country.length } : DEFAULT_PHONE;
  }, [settings]);
}
