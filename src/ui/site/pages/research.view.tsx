import 'blueprint-css/site-forms.css';
import { Card, H1, H2, InputGroup } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { ResourceRecord } from '../../../application/resources/resource-values';
import { rowId, rowText } from '../localized';
import { intlLocale } from '../../calendar/calendar-dates';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath, sitePath } from '../site-paths';
import { RemoteView, SiteEmpty } from '../site-states';

const QUERY_PARAM = 'q';

/** Newest first; a paper without a date after the dated ones. */
export function byPublished(a: ResourceRecord, b: ResourceRecord): number {
  return rowText(b, 'publishedOn').localeCompare(rowText(a, 'publishedOn'));
}

/** The hospital's research: papers by its doctors, searched by title, author or journal. */
export const ResearchPage = observer(function ResearchPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { resources } = useServices();
  const [papers] = useState(() => new Remote(() => resources.load(ResourceKey.Researches)));
  const [params, setParams] = useSearchParams();
  const query = params.get(QUERY_PARAM) ?? '';
  const searchId = useId();
  useEffect(() => void papers.load(), [papers]);
  usePageMeta(t('shop.research.title'), t('shop.research.description'));
  const needle = query.trim().toLocaleLowerCase();

  return (
    <>
      <H1>{t('shop.research.title')}</H1>
      <label htmlFor={searchId} className="site-muted">
        {t('shop.research.search')}
      </label>
      <InputGroup
        id={searchId}
        type="search"
        leftIcon={<Search />}
        value={query}
        onValueChange={(value) => setParams(value === '' ? {} : { [QUERY_PARAM]: value }, { replace: true })}
      />
      <RemoteView remote={papers}>
        {(all) => {
          const found = all
            .filter(
              (row) =>
                needle === '' ||
                ['title', 'authors', 'journal'].some((f) =>
                  rowText(row, f).toLocaleLowerCase().includes(needle),
                ),
            )
            .sort(byPublished);
          if (found.length === 0)
            return (
              <SiteEmpty message={needle === '' ? t('shop.research.empty') : t('shop.research.noMatch')} />
            );
          return (
            <ul className="site-grid">
              {found.map((row) => {
                const published = rowText(row, 'publishedOn');
                return (
                  <li key={rowId(row)}>
                    <Card>
                      {/* Papers are published in English: read as English whatever the page's language. */}
                      <H2 lang="en">
                        <Link to={sitePath(SitePath.ResearchItem, { id: rowId(row) })}>
                          {rowText(row, 'title')}
                        </Link>
                      </H2>
                      <p className="site-muted" lang="en">
                        {rowText(row, 'authors')}
                      </p>
                      <p className="site-muted">
                        <span lang="en">{rowText(row, 'journal')}</span>
                        {published !== '' && (
                          <>
                            {' · '}
                            <time dateTime={published}>
                              {new Date(`${published}T00:00:00Z`).toLocaleDateString(intlLocale(language), {
                                year: 'numeric',
                                month: 'long',
                                timeZone: 'UTC',
                              })}
                            </time>
                          </>
                        )}
                      </p>
                    </Card>
                  </li>
                );
              })}
            </ul>
          );
        }}
      </RemoteView>
    </>
  );
});
