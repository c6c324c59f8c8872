import { H1 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import { markdownSummary } from '../../../domain/content/markdown-summary';
import { localText, rowId, rowText } from '../localized';
import { intlLocale } from '../../calendar/calendar-dates';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath } from '../site-paths';
import { RemoteView, SiteEmpty } from '../site-states';
import { SiteMarkdown } from '../site-markdown';
import { SiteImage } from './site-image';

/** One news article. */
export const ArticlePage = observer(function ArticlePage() {
  const shell = useShell();
  const { t, language } = shell;
  const { id = '' } = useParams();
  const { resources } = useServices();
  const [news] = useState(() => new Remote(() => resources.load(ResourceKey.News)));
  useEffect(() => void news.load(), [news]);
  const article = news.value?.find((row) => rowId(row) === id);
  const title = article === undefined ? t('site.news.title') : localText(article, 'title', language);
  const body = article === undefined ? '' : localText(article, 'body', language);
  usePageMeta(title, body === '' ? t('site.news.description') : markdownSummary(body));

  return (
    <RemoteView remote={news}>
      {() => {
        if (article === undefined) return <SiteEmpty message={t('site.news.notFound')} />;
        const image = rowText(article, 'imageUrl');
        const published = rowText(article, 'publishedAt');
        return (
          <article>
            <H1>{title}</H1>
            {published !== '' && (
              <p className="site-muted">
                <time dateTime={published}>
                  {new Date(published).toLocaleDateString(intlLocale(language))}
                </time>
              </p>
            )}
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
            {body !== '' && <SiteMarkdown text={body} />}
            <p>
              <Link to={SitePath.News}>{t('site.news.back')}</Link>
            </p>
          </article>
        );
      }}
    </RemoteView>
  );
});
