/** The deposit methods (cashier.getdepositsettings) with their CMS info (cashier-config: icons, descriptions) and bounds. */
import type { DepositMethod } from '../../../api/cashier.ts';
import { CmsSvgIcon } from '../../../cms/cms-svg-icon.tsx';
import type { PaymentMethodInfo } from '../../../api/cms/collections.ts';
import { useT } from '../../../i18n/index.ts';
import { safeHttpUrl } from '../../../api/url-safety.ts';
import { showMoney } from '../amount.ts';

/** SPEC §2 SEO URL: /cashier/deposit/{name} takes the method's sysname or its name as a slug ("visa-mastercard"). */
export function methodFor(methods: readonly DepositMethod[], param: string | undefined): DepositMethod | undefined {
  if (!param) return undefined;
  const wanted = param.toLowerCase();
  const slug = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return methods.find((method) => method.sysname.toLowerCase() === wanted) ?? methods.find((method) => slug(method.name) === wanted);
}

export function MethodIcon({ info, name }: { info: PaymentMethodInfo | undefined; name: string }) {
  const icon = safeHttpUrl(info?.icons?.[0], window.location.origin);
  if (!icon) return <span className="cashier-method__initial" aria-hidden="true">{name.slice(0, 1)}</span>;
  // SPEC §7: an SVG icon is fetched as text and inlined (sanitised), so it takes the text colour; the <img> until then or on failure.
  const image = <img className="cashier-method__icon" src={icon} alt="" width={40} height={28} loading="lazy" decoding="async" />;
  return <CmsSvgIcon url={icon} className="cashier-method__icon cashier-method__svg" fallback={image} />;
}

export function MethodList({ methods, infos, chosen, onChoose }: { methods: readonly DepositMethod[]; infos: readonly PaymentMethodInfo[]; chosen: string | undefined; onChoose: (sysname: string) => void }) {
  const t = useT();
  return (
    <fieldset className="cashier-methods">
      <legend className="cashier__subtitle">{t('cashier.deposit.methods')}</legend>
      {methods.map((method) => {
        const info = infos.find((entry) => entry.sysname === method.sysname);
        const text = info?.descriptions?.map((description) => description.text).filter(Boolean).join(' · ');
        return (
          <label key={method.sysname} className="cashier-method" data-method={method.sysname}>
            <input type="radio" name="deposit-method" value={method.sysname} checked={chosen === method.sysname} onChange={() => onChoose(method.sysname)} />
            <MethodIcon info={info} name={method.name} />
            <span className="cashier-method__text">
              <strong>{method.name}</strong>
              <small>{text ? `${text} · ` : ''}{t('cashier.deposit.range', { min: showMoney(method.min_amount, method.currency), max: showMoney(method.max_amount, method.currency) })}</small>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
