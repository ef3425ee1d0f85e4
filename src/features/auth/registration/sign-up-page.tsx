/** Sign up (SPEC §2 `/forms/sign_up`, empty layout): the registration form as a page; the player then
 * returns to the path the index kept (src/lib/return-path.ts) or home. */
import { Link, useLocation, useSearch } from 'wouter';
import { useT } from '../../../i18n/index.ts';
import { href } from '../../../lib/paths.ts';
import { takeReturnPath } from '../../../lib/return-path.ts';
import { RegistrationForm } from './registration-form.tsx';
import { SocialButtons } from '../social/social-buttons.tsx';
import '../auth.css';
import '../../../i18n/texts/auth.ts';

/** SPEC §2: query register=success is set after registration, on whichever page the player returns to. */
function withRegisterSuccess(path: string): string {
  const url = new URL(path, 'https://omad.invalid');
  url.searchParams.set('register', 'success');
  return `${url.pathname}${url.search}${url.hash}`;
}

export default function SignUpPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  return (
    <main className="omad-page sign-in auth-page">
      <RegistrationForm showTitle onSuccess={() => navigate(withRegisterSuccess(takeReturnPath(search) ?? href('home')))} />
      <SocialButtons typeAuth="registration" onSuccess={() => navigate(takeReturnPath(search) ?? href('home'))} />
      <Link className="auth__link" href={href('signIn')}>
        {t('auth.tabs.login')}
      </Link>
    </main>
  );
}
