/** How the player registers (SPEC §3 auth config authTypes): by e-mail or by phone, offered as the operator allows. */
import { useT } from '../../../i18n/index.ts';

export type Method = 'email' | 'phone';

/** The registration methods the operator allows, in this order; e-mail when it names neither. */
export function registrationMethods(authTypes: readonly string[]): Method[] {
  const methods = (['email', 'phone'] as const).filter((method) => authTypes.includes(method));
  return methods.length > 0 ? methods : ['email'];
}

/** The choice between them, shown only when there is one to make. */
export function MethodChoice({ methods, method, onChange }: { methods: readonly Method[]; method: Method; onChange: (method: Method) => void }) {
  const t = useT();
  if (methods.length < 2) return null;
  return (
    <fieldset className="auth__segments">
      <legend>{t('auth.registration.method')}</legend>
      {methods.map((value) => (
        <label key={value} className="auth__segment">
          <input type="radio" name="method" value={value} checked={method === value} onChange={() => onChange(value)} />
          {t(value === 'email' ? 'auth.registration.byEmail' : 'auth.registration.byPhone')}
        </label>
      ))}
    </fieldset>
  );
}
