/** The sign-in: a name and a password; a refusal said in the server's words (the same for any wrong pair). */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedIn } from '../shared/contract';
import { postJson } from './api';
import { LanguagePicker } from './language-picker';

export function SignIn({ onSignedIn }: { onSignedIn(user: SignedIn): void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setWorking(true);
    setProblem(null);
    try {
      onSignedIn(SignedIn.parse(await postJson('/api/sign-in', { name: String(form.get('name') ?? ''), password: String(form.get('password') ?? '') })));
    } catch (error) {
      setProblem((error as Error).message);
      setWorking(false);
    }
  };
  return (
    <main className="sign-in-page">
      <div className="sign-in-language">
        <LanguagePicker />
      </div>
      <section className="sign-in" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{t('signIn.region')}</h1>
        <form onSubmit={(event) => void submit(event)}>
          <label>
            {t('signIn.userName')}
            <input name="name" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
          </label>
          <label>
            {t('signIn.password')}
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          <button type="submit" disabled={working}>
            {t('signIn.submit')}
          </button>
          <p role="alert" className="problem">
            {problem ? t('signIn.failed', { message: problem }) : null}
          </p>
        </form>
      </section>
    </main>
  );
}
