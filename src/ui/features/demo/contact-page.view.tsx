import {
  Button,
  ButtonGroup,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H4,
  H5,
  InputGroup,
  Intent,
  NonIdealState,
  Tag,
  TextArea,
} from '@blueprintjs/core';
import { Edit, Envelope, GridView, MapMarker, Phone, Plus, Properties, Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { contactProblems, ContactProblem, type DemoContact } from '../../../domain/demo/contact';
import { useT } from '../../i18n/use-t';
import type { ContactViewModel } from './contact.view-model';
import { DemoMessage, DemoScreen, DemoStates } from './demo-screen.view';
import { useDemo } from './use-demo';

type Layout = 'cards' | 'list';

const FIELDS = ['name', 'role', 'company', 'email', 'phone', 'location'] as const;

/** Adds or edits a contact; a refusal keeps everything typed. */
const ContactForm = observer(function ContactForm({
  vm,
  contact,
  onClose,
}: {
  readonly vm: ContactViewModel;
  readonly contact: DemoContact;
  readonly onClose: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(contact);
  const [tried, setTried] = useState(false);
  const problems = contactProblems(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0) return;
    void vm.save({ ...draft, name: draft.name.trim(), email: draft.email.trim() }).then((saved) => {
      if (saved) onClose();
    });
  };
  const problemOf = (field: (typeof FIELDS)[number]) =>
    !tried
      ? undefined
      : field === 'name' && problems.includes(ContactProblem.NameRequired)
        ? t('demo.contact.nameRequired')
        : field === 'email' && problems.includes(ContactProblem.BadEmail)
          ? t('demo.contact.badEmail')
          : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        {FIELDS.map((field) => {
          const problem = problemOf(field);
          const id = `demo-contact-${field}`;
          return (
            <FormGroup
              key={field}
              label={t(`demo.contact.fields.${field}`)}
              labelFor={id}
              intent={problem === undefined ? Intent.NONE : Intent.DANGER}
              helperText={problem}
            >
              <InputGroup
                id={id}
                dir={field === 'email' || field === 'phone' ? 'ltr' : 'auto'}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                value={draft[field]}
                intent={problem === undefined ? Intent.NONE : Intent.DANGER}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((current) => ({ ...current, [field]: value }));
                }}
              />
            </FormGroup>
          );
        })}
        <FormGroup label={t('demo.contact.fields.note')} labelFor="demo-contact-note">
          <TextArea
            id="demo-contact-note"
            fill
            dir="auto"
            value={draft.note}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, note: value }));
            }}
          />
        </FormGroup>
        {vm.saveError !== null && (
          <p role="alert" className="demo-error-text">
            <DemoMessage message={vm.saveError.message} />
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('demo.cancel')} onClick={onClose} />
            <Button type="submit" intent={Intent.PRIMARY} text={t('demo.contact.save')} />
          </>
        }
      />
    </form>
  );
});

function ContactFacts({ contact }: { readonly contact: DemoContact }) {
  return (
    <ul className="demo-card-facts">
      <li>
        <Envelope />
        <a href={`mailto:${contact.email}`} dir="ltr">
          {contact.email}
        </a>
      </li>
      <li>
        <Phone />
        <bdi dir="ltr">{contact.phone}</bdi>
      </li>
      <li>
        <MapMarker />
        <span>{contact.location}</span>
      </li>
    </ul>
  );
}

function Presence({ online }: { readonly online: boolean }) {
  const t = useT();
  return (
    <Tag minimal round intent={online ? Intent.SUCCESS : Intent.NONE}>
      {t(online ? 'demo.contact.online' : 'demo.contact.offline')}
    </Tag>
  );
}

/** `/app/contact`: the template's contact book, as cards or as a list by initial. */
const ContactPage = observer(function ContactPage() {
  const t = useT();
  const vm = useDemo((demo) => demo.contact());
  const [layout, setLayout] = useState<Layout>('cards');
  const [editing, setEditing] = useState<DemoContact | null>(null);
  useEffect(() => void vm.load(), [vm]);
  const edit = (contact: DemoContact) => (
    <Button
      minimal
      small
      icon={<Edit />}
      aria-label={t('demo.contact.edit', { name: contact.name })}
      onClick={() => setEditing(contact)}
    />
  );
  const blank = (): DemoContact => ({
    id: vm.newId(),
    name: '',
    avatar: '',
    role: '',
    company: '',
    email: '',
    phone: '',
    location: '',
    note: '',
    online: false,
  });
  return (
    <DemoScreen
      routeId="contact"
      title={t('demo.routes.contact')}
      actions={
        <Button
          intent={Intent.PRIMARY}
          icon={<Plus />}
          text={t('demo.contact.add')}
          onClick={() => setEditing(blank())}
        />
      }
    >
      <div className="demo-toolbar">
        <InputGroup
          type="search"
          leftIcon={<Search />}
          aria-label={t('demo.contact.search')}
          placeholder={t('demo.contact.search')}
          value={vm.key}
          onValueChange={vm.setKey}
        />
        <ButtonGroup aria-label={t('demo.contact.layout')}>
          <Button
            icon={<GridView />}
            text={t('demo.contact.cards')}
            active={layout === 'cards'}
            aria-pressed={layout === 'cards'}
            onClick={() => setLayout('cards')}
          />
          <Button
            icon={<Properties />}
            text={t('demo.contact.list')}
            active={layout === 'list'}
            aria-pressed={layout === 'list'}
            onClick={() => setLayout('list')}
          />
        </ButtonGroup>
      </div>
      <DemoStates status={vm.status} onRetry={() => void vm.load()}>
        {vm.shown.length === 0 ? (
          <NonIdealState icon={<Search />} title={t('demo.contact.none')} />
        ) : layout === 'cards' ? (
          <div className="demo-user-cards">
            {vm.shown.map((contact) => (
              <Card key={contact.id} className="demo-user-card" data-testid="demo-contact">
                <div className="demo-item-head">
                  <div className="demo-author">
                    {contact.avatar !== '' && (
                      <img src={contact.avatar} alt="" width={56} height={56} className="demo-avatar" />
                    )}
                    <div>
                      <H4 className="demo-card-name">{contact.name}</H4>
                      <div className="demo-muted">
                        {contact.role} · {contact.company}
                      </div>
                    </div>
                  </div>
                  {edit(contact)}
                </div>
                <Presence online={contact.online} />
                <ContactFacts contact={contact} />
                {contact.note !== '' && (
                  <p className="demo-muted" dir="auto">
                    {contact.note}
                  </p>
                )}
              </Card>
            ))}
          </div>
        ) : (
          <div className="demo-contact-list">
            {vm.groups.map((group) => (
              <section key={group.initial} aria-label={group.initial}>
                <H5 className="demo-contact-initial">{group.initial}</H5>
                <ul>
                  {group.contacts.map((contact) => (
                    <li key={contact.id} className="demo-contact-row" data-testid="demo-contact">
                      {contact.avatar !== '' && (
                        <img src={contact.avatar} alt="" width={40} height={40} className="demo-avatar" />
                      )}
                      <div className="demo-contact-row-text">
                        <strong>{contact.name}</strong>
                        <span className="demo-muted">
                          {contact.role} · {contact.company}
                        </span>
                      </div>
                      <bdi dir="ltr" className="demo-muted demo-contact-phone">
                        {contact.phone}
                      </bdi>
                      <Presence online={contact.online} />
                      {edit(contact)}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </DemoStates>
      <Dialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={t(
          editing !== null && vm.contacts.some((c) => c.id === editing.id)
            ? 'demo.contact.editTitle'
            : 'demo.contact.addTitle',
        )}
      >
        {editing !== null && (
          <ContactForm key={editing.id} vm={vm} contact={editing} onClose={() => setEditing(null)} />
        )}
      </Dialog>
    </DemoScreen>
  );
});

export default ContactPage;
