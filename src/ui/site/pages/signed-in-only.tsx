import 'blueprint-css/site-forms.css';
import { Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useShell } from '../site-context';
import { SitePath } from '../site-paths';

/** A patient's own page: without a sign-in it says so and links to the sign-in page. */
export const SignedInOnly = observer(function SignedInOnly({ children }: { readonly children: ReactNode }) {
  const shell = useShell();
  if (shell.signedIn) return <>{children}</>;
  return (
    <Callout title={shell.t('site.signedInOnly.title')}>
      <p>{shell.t('site.signedInOnly.body')}</p>
      <Link to={SitePath.Login}>{shell.t('site.signIn')}</Link>
    </Callout>
  );
});
