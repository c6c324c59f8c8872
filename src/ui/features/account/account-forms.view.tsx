import { Button, Callout, FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { StaffPasswordLength } from '../../../domain/access/staff-access-rules';
import { useT } from '../../i18n/use-t';
import { problemOf } from './account-errors';
import type {
  ChangePasswordViewModel,
  ForgotFlowViewModel,
  RegisterViewModel,
} from './account-flows.view-model';

/** A labelled field whose problem, from the browser's check or the server's answer, reads under it. */
const Field = observer(function Field({
  id,
  label,
  problem,
  helper,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly problem: string | null;
  readonly helper?: string;
  readonly children: ReactNode;
}) {
  const t = useT();
  const text =
    problem === null ? helper : t(`accountRequest.problem.${problem}`, { min: StaffPasswordLength.min });
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={problem === null ? Intent.NONE : Intent.DANGER}
      helperText={text === undefined ? undefined : <span id={`${id}-help`}>{text}</span>}
    >
      {children}
    </FormGroup>
  );
});

/** The failure of the whole form (fields carry their own). */
const Failure = observer(function Failure({
  vm,
}: {
  readonly vm: { failure: { key: string; fields: readonly unknown[] } | null };
}) {
  const t = useT();
  if (vm.failure === null || vm.failure.fields.length > 0) return null;
  return (
    <Callout intent={Intent.DANGER} role="alert" className="account-callout" data-testid="account-error">
      {t(vm.failure.key)}
    </Callout>
  );
});

const submitted = (run: () => Promise<unknown>) => (event: FormEvent) => {
  event.preventDefault();
  void run();
};

/** Props of an input tied to one field: its value, its problem's description, and its state. */
function inputProps(id: string, problem: string | null, busy: boolean) {
  return {
    id,
    name: id,
    disabled: busy,
    intent: problem === null ? Intent.NONE : Intent.DANGER,
    'aria-invalid': problem !== null,
    'aria-describedby': `${id}-help`,
  } as const;
}

/** The request for a staff account (`/register` and its variants). */
export const RegisterForm = observer(function RegisterForm({ vm }: { readonly vm: RegisterViewModel }) {
  const t = useT();
  if (vm.sent) {
    return (
      <Callout intent={Intent.SUCCESS} role="status" className="account-callout" data-testid="register-sent">
        {t('accountRequest.sent')}
      </Callout>
    );
  }
  const p = (field: string) => problemOf(vm.problems, field);
  return (
    <form className="account-form" onSubmit={submitted(vm.submit)} noValidate aria-busy={vm.busy}>
      <Field
        id="register-name"
        label={t('accountRequest.name')}
        problem={p('name')}
        helper={t('accountRequest.nameHelp')}
      >
        <InputGroup
          {...inputProps('register-name', p('name'), vm.busy)}
          autoComplete="username"
          value={vm.name}
          onValueChange={(value) => vm.set('name', value)}
        />
      </Field>
      <Field id="register-full-name" label={t('accountRequest.fullName')} problem={p('fullName')}>
        <InputGroup
          {...inputProps('register-full-name', p('fullName'), vm.busy)}
          autoComplete="name"
          value={vm.fullName}
          onValueChange={(value) => vm.set('fullName', value)}
        />
      </Field>
      <Field
        id="register-phone"
        label={t('accountRequest.phone')}
        problem={p('phoneNumber')}
        helper={t('accountRequest.phoneHelp')}
      >
        <InputGroup
          {...inputProps('register-phone', p('phoneNumber'), vm.busy)}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          value={vm.phoneNumber}
          onValueChange={(value) => vm.set('phoneNumber', value)}
        />
      </Field>
      <Field
        id="register-note"
        label={t('accountRequest.note')}
        problem={p('note')}
        helper={t('accountRequest.noteHelp')}
      >
        <TextArea
          {...inputProps('register-note', p('note'), vm.busy)}
          fill
          rows={3}
          value={vm.note}
          onChange={(event) => vm.set('note', event.target.value)}
        />
      </Field>
      <Failure vm={vm} />
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={vm.busy}>
        {t('accountRequest.submit')}
      </Button>
    </form>
  );
});

/** Step 1 of a forgotten password: the login name. */
export const ForgotRequestForm = observer(function ForgotRequestForm({
  vm,
  onSent,
}: {
  readonly vm: ForgotFlowViewModel;
  readonly onSent: () => void;
}) {
  const t = useT();
  const p = problemOf(vm.problems, 'name');
  return (
    <form
      className="account-form"
      onSubmit={submitted(async () => {
        if (await vm.requestCode()) onSent();
      })}
      noValidate
      aria-busy={vm.busy}
    >
      <Field id="forgot-name" label={t('login.username')} problem={p}>
        <InputGroup
          {...inputProps('forgot-name', p, vm.busy)}
          autoComplete="username"
          value={vm.name}
          onValueChange={(value) => vm.set('name', value)}
        />
      </Field>
      <Failure vm={vm} />
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={vm.busy}>
        {t('accountReset.send')}
      </Button>
    </form>
  );
});

/** Step 2: where the code went, and the way on. */
export const CheckMailPanel = observer(function CheckMailPanel({
  vm,
  onNext,
  onAgain,
}: {
  readonly vm: ForgotFlowViewModel;
  readonly onNext: () => void;
  readonly onAgain: () => void;
}) {
  const t = useT();
  const minutes = Math.max(1, Math.round((vm.expiresInSeconds || 300) / 60));
  return (
    <div className="account-form">
      <Callout intent={Intent.PRIMARY} className="account-callout" role="status">
        {t('accountReset.checkText', { minutes })}
      </Callout>
      <Button intent={Intent.PRIMARY} size="large" fill onClick={onNext}>
        {t('accountReset.enterCode')}
      </Button>
      <Button variant="minimal" fill onClick={onAgain} className="account-again">
        {t('accountReset.again')}
      </Button>
    </div>
  );
});

/** Step 3: the code from the phone. */
export const CodeForm = observer(function CodeForm({
  vm,
  onVerified,
}: {
  readonly vm: ForgotFlowViewModel;
  readonly onVerified: () => void;
}) {
  const t = useT();
  const pName = problemOf(vm.problems, 'name');
  const pCode = problemOf(vm.problems, 'code');
  return (
    <form
      className="account-form"
      onSubmit={submitted(async () => {
        if (await vm.verifyCode()) onVerified();
      })}
      noValidate
      aria-busy={vm.busy}
    >
      <Field id="code-name" label={t('login.username')} problem={pName}>
        <InputGroup
          {...inputProps('code-name', pName, vm.busy)}
          autoComplete="username"
          value={vm.name}
          onValueChange={(value) => vm.set('name', value)}
        />
      </Field>
      <Field
        id="reset-code"
        label={t('accountReset.code')}
        problem={pCode}
        helper={t('accountReset.codeHelp')}
      >
        <InputGroup
          {...inputProps('reset-code', pCode, vm.busy)}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          size="large"
          value={vm.code}
          onValueChange={(value) => vm.set('code', value)}
        />
      </Field>
      <Failure vm={vm} />
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={vm.busy}>
        {t('accountReset.verify')}
      </Button>
    </form>
  );
});

/** Step 4: the new password, under the password rule; the ticket of a right code sets it. */
export const ResetForm = observer(function ResetForm({
  vm,
  onDone,
  askAgain,
}: {
  readonly vm: ForgotFlowViewModel;
  readonly onDone: () => void;
  /** Shown when no right code was typed yet (a direct visit, or the ticket ran out). */
  readonly askAgain: ReactNode;
}) {
  const t = useT();
  if (vm.ticket === null) {
    return (
      <Callout intent={Intent.WARNING} className="account-callout" role="status">
        <p>{t('accountReset.noTicket')}</p>
        {askAgain}
      </Callout>
    );
  }
  const p = (field: string) => problemOf(vm.problems, field);
  return (
    <form
      className="account-form"
      onSubmit={submitted(async () => {
        if (await vm.resetPassword()) onDone();
      })}
      noValidate
      aria-busy={vm.busy}
    >
      <Field
        id="reset-password"
        label={t('accountPassword.new')}
        problem={p('password')}
        helper={t('accountPassword.rule', { min: StaffPasswordLength.min })}
      >
        <InputGroup
          {...inputProps('reset-password', p('password'), vm.busy)}
          type="password"
          autoComplete="new-password"
          value={vm.password}
          onValueChange={(value) => vm.set('password', value)}
        />
      </Field>
      <Field id="reset-password-again" label={t('accountPassword.again')} problem={p('passwordAgain')}>
        <InputGroup
          {...inputProps('reset-password-again', p('passwordAgain'), vm.busy)}
          type="password"
          autoComplete="new-password"
          value={vm.passwordAgain}
          onValueChange={(value) => vm.set('passwordAgain', value)}
        />
      </Field>
      <Failure vm={vm} />
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={vm.busy}>
        {t('accountReset.save')}
      </Button>
    </form>
  );
});

/** The signed-in user's own change: the current password, then the new one twice. */
export const ChangePasswordForm = observer(function ChangePasswordForm({
  vm,
  onDone,
}: {
  readonly vm: ChangePasswordViewModel;
  readonly onDone: () => void;
}) {
  const t = useT();
  const p = (field: string) => problemOf(vm.problems, field);
  return (
    <form
      className="account-form"
      onSubmit={submitted(async () => {
        if (await vm.submit()) onDone();
      })}
      noValidate
      aria-busy={vm.busy}
    >
      <Field id="current-password" label={t('accountPassword.current')} problem={p('currentPassword')}>
        <InputGroup
          {...inputProps('current-password', p('currentPassword'), vm.busy)}
          type="password"
          autoComplete="current-password"
          value={vm.currentPassword}
          onValueChange={(value) => vm.set('currentPassword', value)}
        />
      </Field>
      <Field
        id="new-password"
        label={t('accountPassword.new')}
        problem={p('newPassword')}
        helper={t('accountPassword.rule', { min: StaffPasswordLength.min })}
      >
        <InputGroup
          {...inputProps('new-password', p('newPassword'), vm.busy)}
          type="password"
          autoComplete="new-password"
          value={vm.newPassword}
          onValueChange={(value) => vm.set('newPassword', value)}
        />
      </Field>
      <Field id="new-password-again" label={t('accountPassword.again')} problem={p('newPasswordAgain')}>
        <InputGroup
          {...inputProps('new-password-again', p('newPasswordAgain'), vm.busy)}
          type="password"
          autoComplete="new-password"
          value={vm.newPasswordAgain}
          onValueChange={(value) => vm.set('newPasswordAgain', value)}
        />
      </Field>
      <Failure vm={vm} />
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill loading={vm.busy}>
        {t('accountPassword.submit')}
      </Button>
    </form>
  );
});
