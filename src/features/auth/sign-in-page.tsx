/** Sign in (SPEC §2 `/forms/sign_in`, empty layout): the sign-in form as a page; after sign-in the player goes to a safe redirectUrl or home. */
import { useLocation, useSearch } from 'wouter';
import { href } from '../../lib/paths.ts';
import { safeRedirect } from '../../lib/url-safety.ts';
import { SignInForm } from './sign-in-form.tsx';

export default function SignInPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const target = safeRedirect(new URLSearchParams(search).get('redirectUrl')) ?? href('home');
  return (
    <main className="omad-page sign-in">
      <SignInForm onSuccess={() => navigate(target)} />
    </main>
  );
}
