import 'blueprint-css/site-forms.css';
import { Button, Callout, Card, H1, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { SiteForm } from '../../../../application/ports/site-forms-gateway';
import { usePageMeta } from '../../page-meta';
import { useServices, useShell } from '../../site-context';
import { FormFooter } from './form-footer';
import { FormField, Honeypot } from './form-field';
import { FormStatus, SiteFormViewModel } from './site-form.view-model';

const FIELDS = ['fullName', 'phoneNumber', 'email', 'subject', 'message', 'website'] as const;

/** The contact form: what is sent lands in the staff's contact messages. */
export const ContactPage = observer(function ContactPage() {
  const { t } = useShell();
  const services = useServices();
  const [vm] = useState(() => new SiteFormViewModel(services.siteForms, SiteForm.Contact, FIELDS));
  usePageMeta(t('siteForms.contact.title'), t('siteForms.contact.description'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };

  return (
    <Card className="site-form">
      <H1>{t('siteForms.contact.title')}</H1>
      {vm.status === FormStatus.Sent ? (
        <Callout intent={Intent.SUCCESS} role="status" title={t('siteForms.contact.sentTitle')}>
          <p>{t('siteForms.contact.sent')}</p>
          <Button text={t('siteForms.sendAnother')} onClick={vm.reset} />
        </Callout>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('siteForms.contact.title')}>
          <p>{t('siteForms.contact.lead')}</p>
          <FormField
            vm={vm}
            field="fullName"
            label={t('siteForms.field.fullName')}
            required
            autoComplete="name"
          />
          <FormField
            vm={vm}
            field="phoneNumber"
            label={t('siteForms.field.phoneNumber')}
            type="tel"
            autoComplete="tel"
            helper={t('siteForms.contact.phoneOrEmail')}
          />
          <FormField
            vm={vm}
            field="email"
            label={t('siteForms.field.email')}
            type="email"
            autoComplete="email"
          />
          <FormField vm={vm} field="subject" label={t('siteForms.field.subject')} required />
          <FormField vm={vm} field="message" label={t('siteForms.field.message')} required multiline />
          <Honeypot vm={vm} />
          <FormFooter vm={vm} label={t('siteForms.send')} />
        </form>
      )}
    </Card>
  );
});
