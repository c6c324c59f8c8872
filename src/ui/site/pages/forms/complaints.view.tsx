import 'blueprint-css/site-forms.css';
import { Button, Callout, Card, FormGroup, H1, H2, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SiteForm, type MyComplaint } from '../../../../application/ports/site-forms-gateway';
import { ResourceKey } from '../../../../application/resources/resource-key';
import { localText, rowId } from '../../localized';
import { ComplaintStatus } from '../../../../domain/submissions/complaint-workflow';
import { intlLocale } from '../../../calendar/calendar-dates';
import { usePageMeta } from '../../page-meta';
import { Remote } from '../../remote';
import { useServices, useShell } from '../../site-context';
import { RemoteView, SiteEmpty } from '../../site-states';
import { SitePath } from '../../site-paths';
import { FormFooter } from './form-footer';
import { FormField, Honeypot } from './form-field';
import { FormStatus, SiteFormViewModel } from './site-form.view-model';

const VISITOR_FIELDS = ['fullName', 'phoneNumber', 'centerId', 'subject', 'body', 'website'] as const;
const PATIENT_FIELDS = ['fullName', 'centerId', 'subject', 'body', 'website'] as const;

/** The status badge's look; a span of our own, since the site never loads Blueprint's tag rules. */
const STATUS_CLASS: Readonly<Record<ComplaintStatus, string>> = {
  [ComplaintStatus.New]: 'site-status site-status-new',
  [ComplaintStatus.InProgress]: 'site-status site-status-progress',
  [ComplaintStatus.Resolved]: 'site-status site-status-resolved',
  [ComplaintStatus.Dismissed]: 'site-status',
};

/**
 * Complaints: a visitor files one with a phone number; a signed-in patient files one under their
 * account and follows each of theirs (status and staff's note) here.
 */
export const ComplaintsPage = observer(function ComplaintsPage() {
  const shell = useShell();
  const { t } = shell;
  usePageMeta(t('siteForms.complaint.title'), t('siteForms.complaint.description'));
  // Signing in or out changes which form is shown: a new one, with its own fields.
  return <ComplaintsContent key={shell.signedIn ? 'patient' : 'visitor'} signedIn={shell.signedIn} />;
});

const ComplaintsContent = observer(function ComplaintsContent({ signedIn }: { readonly signedIn: boolean }) {
  const { t } = useShell();
  const services = useServices();
  const [vm] = useState(
    () =>
      new SiteFormViewModel(
        services.siteForms,
        signedIn ? SiteForm.MyComplaint : SiteForm.Complaint,
        signedIn ? PATIENT_FIELDS : VISITOR_FIELDS,
      ),
  );
  const [mine] = useState(() => new Remote(async () => (await services.siteForms()).myComplaints()));
  useEffect(() => {
    if (signedIn) void mine.load();
  }, [signedIn, mine]);
  // Back on the page (another tab, the phone woken), the statuses staff moved meanwhile show.
  useEffect(() => {
    if (!signedIn) return;
    const again = () => {
      if (document.visibilityState === 'visible') void mine.refresh();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [signedIn, mine]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await vm.submit()) && signedIn) void mine.load();
  };

  return (
    <>
      <H1>{t('siteForms.complaint.title')}</H1>
      <Card className="site-form">
        {vm.status === FormStatus.Sent ? (
          <Callout intent={Intent.SUCCESS} role="status" title={t('siteForms.complaint.sentTitle')}>
            <p>{t('siteForms.complaint.sent')}</p>
            <p className="site-reference">
              {t('siteForms.complaint.reference')}: <strong dir="ltr">{vm.receipt?.reference ?? ''}</strong>
            </p>
            {!signedIn && <p>{t('siteForms.complaint.followVisitor')}</p>}
            <Button text={t('siteForms.sendAnother')} onClick={vm.reset} />
          </Callout>
        ) : (
          <form
            onSubmit={(event) => void submit(event)}
            noValidate
            aria-label={t('siteForms.complaint.title')}
          >
            <p>{t('siteForms.complaint.lead')}</p>
            {!signedIn && (
              <p>
                {t('siteForms.complaint.signInToFollow')} <Link to={SitePath.Login}>{t('site.signIn')}</Link>
              </p>
            )}
            <FormField
              vm={vm}
              field="fullName"
              label={t('siteForms.field.fullName')}
              required
              autoComplete="name"
            />
            {!signedIn && (
              <FormField
                vm={vm}
                field="phoneNumber"
                label={t('siteForms.field.phoneNumber')}
                required
                type="tel"
                autoComplete="tel"
              />
            )}
            <CenterPicker vm={vm} />
            <FormField vm={vm} field="subject" label={t('siteForms.field.subject')} required />
            <FormField vm={vm} field="body" label={t('siteForms.field.complaint')} required multiline />
            <Honeypot vm={vm} />
            <FormFooter vm={vm} label={t('siteForms.complaint.send')} />
          </form>
        )}
      </Card>
      {signedIn && (
        <section aria-labelledby="my-complaints">
          <H2 id="my-complaints">{t('siteForms.complaint.mine')}</H2>
          <RemoteView remote={mine}>
            {(list) =>
              list.length === 0 ? (
                <SiteEmpty message={t('siteForms.complaint.noneYet')} />
              ) : (
                <ul className="site-list site-complaints">
                  {list.map((complaint) => (
                    <MyComplaintCard key={complaint.id} complaint={complaint} />
                  ))}
                </ul>
              )
            }
          </RemoteView>
        </section>
      )}
    </>
  );
});

const MyComplaintCard = observer(function MyComplaintCard({
  complaint,
}: {
  readonly complaint: MyComplaint;
}) {
  const shell = useShell();
  const { t } = shell;
  const date = new Intl.DateTimeFormat(intlLocale(shell.language), { dateStyle: 'medium' }).format(
    complaint.createdAt,
  );
  return (
    <li>
      <Card className="site-complaint" data-reference={complaint.reference}>
        <div className="site-complaint-head">
          <strong>{complaint.subject}</strong>
          <span className={STATUS_CLASS[complaint.status]}>{t(`siteForms.status.${complaint.status}`)}</span>
        </div>
        <p className="site-muted">
          <span dir="ltr">{complaint.reference}</span> · {date}
        </p>
        {complaint.publicNote !== '' && (
          <Callout className="site-complaint-note" title={t('siteForms.complaint.note')}>
            {complaint.publicNote}
          </Callout>
        )}
      </Card>
    </li>
  );
});

/**
 * Which center the complaint is about, optional: the site's centers by name in the shown language.
 * While they load, or if they fail, the choice is only "none" and the complaint can still be sent.
 */
const CenterPicker = observer(function CenterPicker({ vm }: { readonly vm: SiteFormViewModel }) {
  const shell = useShell();
  const { t } = shell;
  const { resources } = useServices();
  const [centers] = useState(() => new Remote(() => resources.load(ResourceKey.SiteCenters)));
  useEffect(() => void centers.load(), [centers]);
  const problem = vm.problems.centerId;
  return (
    <FormGroup
      label={t('siteForms.field.center')}
      labelFor="form-centerId"
      labelInfo={t('siteForms.optional')}
      intent={problem === undefined ? Intent.NONE : Intent.DANGER}
      helperText={problem === undefined ? undefined : t(`siteForms.problem.${problem}`)}
    >
      <select
        id="form-centerId"
        className="site-select"
        value={vm.values.centerId ?? ''}
        aria-invalid={problem !== undefined}
        onChange={(event) => void vm.set('centerId', event.target.value)}
      >
        <option value="">{t('siteForms.complaint.anyCenter')}</option>
        {(centers.value ?? []).map((center) => (
          <option key={rowId(center)} value={rowId(center)}>
            {localText(center, 'name', shell.language)}
          </option>
        ))}
      </select>
    </FormGroup>
  );
});
