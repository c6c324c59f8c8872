import { AnchorButton, H1 } from '@blueprintjs/core';
import { Share } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import { rowId, rowText } from '../localized';
import { markdownSummary } from '../../../domain/content/markdown-summary';
import { intlLocale } from '../../calendar/calendar-dates';
import { usePageMeta } from '../page-meta';
import { SiteMarkdown } from '../site-markdown';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath } from '../site-paths';
import { RemoteView, SiteEmpty } from '../site-states';

/** Only a web address is linked: anything else in the field is not followed. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** One paper: its authors, journal, date and abstract, and a link to the full text. */
export const ResearchItemPage = observer(function ResearchItemPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { id = '' } = useParams();
  const { resources } = useServices();
  const [papers] = useState(() => new Remote(() => resources.load(ResourceKey.Researches)));
  useEffect(() => void papers.load(), [papers]);
  const paper = papers.value?.find((row) => rowId(row) === id);
  const title = paper === undefined ? t('shop.research.title') : rowText(paper, 'title');
  const abstract = paper === undefined ? '' : rowText(paper, 'abstract');
  usePageMeta(title, abstract === '' ? t('shop.research.description') : markdownSummary(abstract));

  return (
    <RemoteView remote={papers}>
      {() => {
        if (paper === undefined) return <SiteEmpty message={t('shop.research.notFound')} />;
        const published = rowText(paper, 'publishedOn');
        const url = rowText(paper, 'url');
        return (
          <article>
            <H1 lang="en">{title}</H1>
            <p lang="en">{rowText(paper, 'authors')}</p>
            <p className="site-muted">
              <span lang="en">{rowText(paper, 'journal')}</span>
              {published !== '' && (
                <>
                  {' · '}
                  <time dateTime={published}>
                    {new Date(`${published}T00:00:00Z`).toLocaleDateString(intlLocale(language), {
                      dateStyle: 'long',
                      timeZone: 'UTC',
                    })}
                  </time>
                </>
              )}
            </p>
            {abstract !== '' && (
              <section aria-label={t('shop.research.abstract')}>
                <SiteMarkdown text={abstract} lang="en" />
              </section>
            )}
            {isWebAddress(url) && (
              <AnchorButton
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                icon={<Share />}
                text={t('shop.research.read')}
              />
            )}
            <p>
              <Link to={SitePath.Research}>{t('shop.research.back')}</Link>
            </p>
          </article>
        );
      }}
    </RemoteView>
  );
});
