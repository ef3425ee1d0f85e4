/** Sign up (SPEC §2 `/forms/sign_up`, empty layout): the registration form as a page. */
import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/index.ts';
import { href } from '../../lib/paths.ts';
import { RegistrationForm } from './registration-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import './auth.css';
import '../../i18n/texts/auth.ts';

export default function SignUpPage() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <main className="omad-page sign-in auth-page">
      <RegistrationForm showTitle onSuccess={() => navigate(href('home', undefined, { register: 'success' }))} />
      <SocialButtons typeAuth="registration" onSuccess={() => navigate(href('home'))} />
      <Link className="auth__link" href={href('signIn')}>
        {t('auth.tabs.login')}
      </Link>
    </main>
  );
}
