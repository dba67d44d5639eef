import { Button, PageTitle, showAlert, useApi, styled } from '@kompass/shared';
import { TextField } from '@kompass/shared/text-field';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { authTexts } from '../texts';
import { register } from '../api/register';
import { useSignIn } from '../use-sign-in';
import {
  PASSWORD_MIN_LENGTH,
  registrationProblems,
  registrationTexts,
  type RegistrationFields,
} from '../registration-rules';

type Mode = 'login' | 'register';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  min-height: 100dvh;
  justify-content: center;
`;

const emptyFields = { email: '', name: '', username: '', password: '' };

const Problem = styled.p`
  margin: ${({ theme }) => `-${theme.space(2)} 0 0`};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
`;

/**
 * Login and registration in one form (docs/product.md#login-and-registration). Inputs survive a
 * failed attempt and a switch of mode, so nothing typed is lost. `focusFirstField`: the first field
 * takes the focus when the form appears (after the splash's 'Weiter').
 */
export function AuthForm({ focusFirstField = false }: { focusFirstField?: boolean }) {
  const api = useApi();
  const form = useRef<HTMLFormElement>(null);
  const signIn = useSignIn();
  const [mode, setMode] = useState<Mode>('login');
  const [fields, setFields] = useState(emptyFields);
  const [busy, setBusy] = useState(false);
  // What broke the rules at the last attempt to register; cleared as the field is corrected.
  const [problems, setProblems] = useState<Partial<Record<keyof RegistrationFields, string>>>({});
  const ids = useId();

  const required: (keyof typeof fields)[] =
    mode === 'login' ? ['username', 'password'] : ['email', 'name', 'username', 'password'];

  const update = (key: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [key]: event.target.value }));
    setProblems(({ [key]: _fixed, ...rest }) => rest);
  };

  /** An input's problem under it, read with the input (`aria-describedby`, `aria-invalid`). */
  const problemProps = (key: keyof RegistrationFields, hinted = false) => {
    const id = `${ids}-${key}`;
    const problem = mode === 'register' ? problems[key] : undefined;
    return {
      id,
      ...(problem
        ? {
            'aria-invalid': true,
            'aria-describedby': hinted ? `${id}-hint ${id}-problem` : `${id}-problem`,
          }
        : {}),
      problem: problem && <Problem id={`${id}-problem`}>{problem}</Problem>,
    };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (required.some((key) => fields[key].trim() === '')) {
      await showAlert({
        title: authTexts.missingInputTitle,
        message: authTexts.missingInputMessage,
      });
      return;
    }
    if (mode === 'register') {
      const found = registrationProblems(fields);
      setProblems(found);
      const first = (['email', 'username', 'password'] as const).find((key) => found[key]);
      if (first) {
        document.getElementById(`${ids}-${first}`)?.focus();
        return;
      }
    }
    setBusy(true);
    try {
      if (mode === 'login') {
        await signIn(fields.username.trim(), fields.password);
      } else {
        await register(api, {
          email: fields.email.trim(),
          name: fields.name.trim(),
          username: fields.username.trim(),
          password: fields.password,
        });
        setMode('login');
        setFields((current) => ({ ...current, password: '' }));
        await showAlert({
          title: authTexts.registeredTitle,
          message: authTexts.registeredMessage,
        });
      }
    } catch {
      // The API client has already told the user what went wrong.
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (focusFirstField) form.current?.querySelector('input')?.focus();
  }, [focusFirstField]);

  const isLogin = mode === 'login';
  const { problem: emailProblem, ...emailProps } = problemProps('email');
  const { problem: usernameProblem, ...usernameProps } = problemProps('username', !isLogin);
  const { problem: passwordProblem, ...passwordProps } = problemProps('password', !isLogin);
  return (
    // `submit` catches what fails: the API client has told the user already.
    <Form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <PageTitle>{isLogin ? authTexts.loginTitle : authTexts.registerTitle}</PageTitle>
      {!isLogin && (
        <>
          <TextField
            label={authTexts.email}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={fields.email}
            onChange={update('email')}
            {...emailProps}
          />
          {emailProblem}
          <TextField
            label={authTexts.name}
            name="name"
            autoComplete="name"
            required
            value={fields.name}
            onChange={update('name')}
          />
        </>
      )}
      <TextField
        label={authTexts.username}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        required
        {...(isLogin ? {} : { hint: registrationTexts.usernameRule })}
        value={fields.username}
        onChange={update('username')}
        {...usernameProps}
      />
      {usernameProblem}
      <TextField
        label={authTexts.password}
        type="password"
        name="password"
        autoComplete={isLogin ? 'current-password' : 'new-password'}
        required
        {...(isLogin
          ? {}
          : { hint: authTexts.passwordRule(PASSWORD_MIN_LENGTH), minLength: PASSWORD_MIN_LENGTH })}
        value={fields.password}
        onChange={update('password')}
        {...passwordProps}
      />
      {passwordProblem}
      <Button type="submit" $block disabled={busy}>
        {isLogin ? authTexts.loginSubmit : authTexts.registerSubmit}
      </Button>
      <Button $variant="ghost" onClick={() => setMode(isLogin ? 'register' : 'login')}>
        {isLogin ? authTexts.toRegister : authTexts.toLogin}
      </Button>
    </Form>
  );
}
