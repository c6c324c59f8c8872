import 'blueprint-css/rest.css';
import { Button, NonIdealState } from '@blueprintjs/core';
import { Home, Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';

/** The catch-all screen: the page does not exist; a way home. */
const NotFoundView = observer(function NotFoundView() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div data-testid="not-found">
      <NonIdealState
        className="screen"
        icon={<Search size={48} />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button icon={<Home />} onClick={() => void navigate('/dashboard/default')}>
            {t('notFound.home')}
          </Button>
        }
      />
    </div>
  );
});

export default NotFoundView;
