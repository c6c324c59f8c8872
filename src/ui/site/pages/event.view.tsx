import { H1 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import { localText, rowId, rowText } from '../localized';
import { markdownSummary } from '../../../domain/content/markdown-summary';
import { usePageMeta } from '../page-meta';
import { SiteMarkdown } from '../site-markdown';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath } from '../site-paths';
import { RemoteView, SiteEmpty } from '../site-states';
import { SiteImage } from './site-image';
import '../shop/shop.css';

/** One event: when, where, and what. */
export const EventPage = observer(function EventPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { id = '' } = useParams();
  const { resources } = useServices();
  const [events] = useState(() => new Remote(() => resources.load(ResourceKey.Events)));
  useEffect(() => void events.load(), [events]);
  const event = events.value?.find((row) => rowId(row) === id);
  const title = event === undefined ? t('shop.events.title') : localText(event, 'title', language);
  const description = event === undefined ? '' : localText(event, 'description', language);
  usePageMeta(title, description === '' ? t('shop.events.description') : markdownSummary(description));

  return (
    <RemoteView remote={events}>
      {() => {
        if (event === undefined) return <SiteEmpty message={t('shop.events.notFound')} />;
        const image = rowText(event, 'imageUrl');
        const starts = rowText(event, 'startsAt');
        const ends = rowText(event, 'endsAt');
        const location = localText(event, 'location', language);
        const format = (iso: string) =>
          new Date(iso).toLocaleString(language, { dateStyle: 'full', timeStyle: 'short' });
        return (
          <article>
            <H1>{title}</H1>
            <dl className="shop-facts">
              <dt>{t('shop.events.when')}</dt>
              <dd>
                <time dateTime={starts}>{format(starts)}</time>
                {' – '}
                <time dateTime={ends}>{format(ends)}</time>
              </dd>
              {location !== '' && (
                <>
                  <dt>{t('shop.events.where')}</dt>
                  <dd>{location}</dd>
                </>
              )}
            </dl>
            {image !== '' && (
              <SiteImage
                src={image}
                width={640}
                height={480}
                sizes="(min-width: 720px) 560px, 100vw"
                className="site-cover"
                eager
              />
            )}
            {description !== '' && <SiteMarkdown text={description} />}
            <p>
              <Link to={SitePath.Events}>{t('shop.events.back')}</Link>
            </p>
          </article>
        );
      }}
    </RemoteView>
  );
});
