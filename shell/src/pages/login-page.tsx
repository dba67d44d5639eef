import { useState } from 'react';
import { AuthForm } from '../features/auth/components/auth-form';
import { IntroSplash } from '../features/auth/components/intro-splash';

/** /login: the intro splash, then the login/register form (spec §2). */
export function LoginPage() {
  const [showSplash, setShowSplash] = useState(true);
  return (
    <main>
      {showSplash ? <IntroSplash onContinue={() => setShowSplash(false)} /> : <AuthForm />}
    </main>
  );
}
