import { Button, Card, InputGroup, Menu, MenuItem, NonIdealState } from '@blueprintjs/core';
import { Chat, SendMessage } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { DemoScreen, DemoStates } from './demo-screen.view';
import { useDemo } from './use-demo';

/**
 * `/apps/chat`: the template's chat, answered by the in-memory service. The staff's real chat
 * with patients is `/app/chat`; this page only shows what the template's looked like.
 */
const DemoChatPage = observer(function DemoChatPage() {
  const t = useT();
  const vm = useDemo((demo) => demo.chat());
  const [text, setText] = useState('');
  useEffect(() => void vm.load(), [vm]);
  const other = vm.users.find((user) => user.id === vm.selected);
  return (
    <DemoScreen routeId="chat" title={t('demo.routes.chat')}>
      <p className="demo-muted">{t('demo.chat.notReal')}</p>
      <DemoStates status={vm.status} onRetry={() => void vm.load()}>
        <div className="demo-chat">
          <Menu className="demo-chat-users" aria-label={t('demo.chat.people')}>
            {vm.users.map((user) => (
              <MenuItem
                key={user.id}
                active={user.id === vm.selected}
                icon={<img src={user.avatar} alt="" width={24} height={24} className="demo-avatar" />}
                text={user.name}
                label={t(user.online ? 'demo.chat.online' : 'demo.chat.offline')}
                onClick={() => void vm.open(user.id)}
              />
            ))}
          </Menu>
          <Card className="demo-chat-pane">
            {other === undefined ? (
              <NonIdealState icon={<Chat />} title={t('demo.chat.choose')} />
            ) : (
              <>
                <ol className="demo-chat-messages" aria-label={t('demo.chat.with', { name: other.name })}>
                  {vm.messages.map((message) => (
                    <li
                      key={message.id}
                      className={message.mine ? 'demo-chat-mine' : undefined}
                      data-testid="demo-chat-message"
                    >
                      <span>{message.text}</span>
                      <span className="demo-muted">{message.time}</span>
                    </li>
                  ))}
                </ol>
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    void vm.send(text).then((sent) => sent && setText(''));
                  }}
                >
                  <InputGroup
                    aria-label={t('demo.chat.write')}
                    placeholder={t('demo.chat.write')}
                    value={text}
                    onValueChange={setText}
                    rightElement={
                      <Button minimal type="submit" icon={<SendMessage />} aria-label={t('demo.chat.send')} />
                    }
                  />
                </form>
              </>
            )}
          </Card>
        </div>
      </DemoStates>
    </DemoScreen>
  );
});

export default DemoChatPage;
