import { Button, Card, H4, InputGroup, Intent, Menu, MenuItem, NonIdealState, Tag } from '@blueprintjs/core';
import { ArrowLeft, ArrowRight, Envelope, Flag, Search, Star, StarEmpty } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { MailFolder, type DemoMail } from '../../../domain/demo/mail';
import { useApp } from '../../app/app-context';
import { useT } from '../../i18n/use-t';
import { DemoMessage, DemoScreen, DemoStates } from './demo-screen.view';
import type { MailViewModel } from './mail.view-model';
import { useDemo } from './use-demo';
import { useDemoFormat } from './use-demo-format';

const FOLDERS = Object.values(MailFolder);

const Flags = observer(function Flags({ vm, mail }: { readonly vm: MailViewModel; readonly mail: DemoMail }) {
  const t = useT();
  return (
    <>
      <Button
        minimal
        small
        icon={mail.starred ? <Star /> : <StarEmpty />}
        intent={mail.starred ? Intent.WARNING : Intent.NONE}
        aria-pressed={mail.starred}
        aria-label={t('demo.mail.star', { subject: mail.subject })}
        onClick={() => void vm.toggleStarred(mail.id)}
        data-testid="demo-mail-star"
      />
      <Button
        minimal
        small
        icon={<Flag />}
        intent={mail.important ? Intent.DANGER : Intent.NONE}
        aria-pressed={mail.important}
        aria-label={t('demo.mail.important', { subject: mail.subject })}
        onClick={() => void vm.toggleImportant(mail.id)}
        data-testid="demo-mail-important"
      />
    </>
  );
});

const OpenMail = observer(function OpenMail({
  vm,
  mail,
}: {
  readonly vm: MailViewModel;
  readonly mail: DemoMail;
}) {
  const t = useT();
  const app = useApp();
  return (
    <Card className="demo-mail-open" data-testid="demo-mail-open">
      <div className="demo-actions">
        <Button
          minimal
          icon={app.direction === 'rtl' ? <ArrowRight /> : <ArrowLeft />}
          text={t('demo.mail.back')}
          onClick={vm.close}
        />
        <span className="demo-head-actions">
          <Flags vm={vm} mail={mail} />
        </span>
      </div>
      <H4 dir="auto">{mail.subject}</H4>
      <div className="demo-muted">
        {t('demo.mail.from', { name: mail.from })} · <bdi dir="ltr">{mail.time}</bdi>
      </div>
      <p dir="auto">{mail.body}</p>
    </Card>
  );
});

/** `/app/mail`: the template's mailbox: folders with unread counts, the folder's mails, one open. */
const MailPage = observer(function MailPage() {
  const t = useT();
  const format = useDemoFormat();
  const vm = useDemo((demo) => demo.mail());
  useEffect(() => void vm.load(), [vm]);
  const open = vm.open;
  return (
    <DemoScreen routeId="mail" title={t('demo.routes.mail')}>
      <DemoStates status={vm.status} onRetry={() => void vm.load()}>
        <div className="demo-mail">
          <nav aria-label={t('demo.mail.folders')}>
            <Menu className="demo-mail-folders">
              {FOLDERS.map((folder) => (
                <MenuItem
                  key={folder}
                  text={t(`demo.mail.folder.${folder}`)}
                  active={vm.folder === folder}
                  aria-current={vm.folder === folder ? 'page' : undefined}
                  data-folder={folder}
                  labelElement={
                    vm.unreadCount[folder] > 0 ? (
                      <Tag round minimal intent={Intent.PRIMARY} data-testid="demo-mail-unread">
                        {format.number(vm.unreadCount[folder])}
                      </Tag>
                    ) : undefined
                  }
                  onClick={() => vm.chooseFolder(folder)}
                />
              ))}
            </Menu>
          </nav>
          <div className="demo-mail-main">
            {vm.changeError !== null && (
              <p role="alert" className="demo-error-text">
                <DemoMessage message={vm.changeError.message} />
              </p>
            )}
            {open !== null ? (
              <OpenMail vm={vm} mail={open} />
            ) : (
              <>
                <InputGroup
                  type="search"
                  leftIcon={<Search />}
                  className="demo-search"
                  aria-label={t('demo.mail.search')}
                  placeholder={t('demo.mail.search')}
                  value={vm.key}
                  onValueChange={vm.setKey}
                />
                {vm.shown.length === 0 ? (
                  <NonIdealState icon={<Envelope />} title={t('demo.mail.empty')} />
                ) : (
                  <ul className="demo-mail-list" aria-label={t(`demo.mail.folder.${vm.folder}`)}>
                    {vm.shown.map((mail) => (
                      <li
                        key={mail.id}
                        className={mail.read ? 'demo-mail-row' : 'demo-mail-row demo-mail-unread'}
                        data-testid="demo-mail-row"
                        data-mail-id={mail.id}
                        data-read={mail.read}
                      >
                        <Flags vm={vm} mail={mail} />
                        <button
                          type="button"
                          className="demo-mail-link"
                          onClick={() => void vm.read(mail.id)}
                        >
                          <span className="demo-mail-from">{mail.from}</span>
                          <span className="demo-mail-subject" dir="auto">
                            {mail.subject}
                            {!mail.read && (
                              <span className="demo-visually-hidden"> ({t('demo.mail.unread')})</span>
                            )}
                          </span>
                          <bdi className="demo-muted" dir="ltr">
                            {mail.time}
                          </bdi>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </div>
        </div>
      </DemoStates>
    </DemoScreen>
  );
});

export default MailPage;
