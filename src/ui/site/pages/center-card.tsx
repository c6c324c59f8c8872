import { Card } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { ResourceRow } from '../../../application/resources/resource-values';
import { localText, rowId, rowText } from '../localized';
import { useShell } from '../site-context';
import { SitePath, sitePath } from '../site-paths';
import { SiteImage } from './site-image';

/** A center in a list: photo, name (a link to its page) and address. */
export const CenterCard = observer(function CenterCard({ center }: { readonly center: ResourceRow }) {
  const shell = useShell();
  const image = rowText(center, 'imageUrl');
  return (
    <Card className="site-card">
      {image !== '' && <SiteImage src={image} width={96} height={72} sizes="96px" />}
      <div>
        <Link to={sitePath(SitePath.Center, { id: rowId(center) })}>
          {localText(center, 'name', shell.language)}
        </Link>
        <p>{localText(center, 'address', shell.language)}</p>
      </div>
    </Card>
  );
});
