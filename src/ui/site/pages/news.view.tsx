import { Button, Card, H1, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import { localText, rowId, rowText } from '../localized';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath, sitePath } from '../site-paths';
import { RemoteView, SiteEmpty } from '../site-states';
import { SiteImage } from './site-image';

const CATEGORY_PARAM = 'category';

/** The news, with their categories as filters kept in the address. */
export const NewsPage = observer(function NewsPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { resources } = useServices();
  const [reads] = useState(() => ({
    news: new Remote(() => resources.load(ResourceKey.News)),
    categories: new Remote(() => resources.load(ResourceKey.NewsCategories)),
  }));
  const [params, setParams] = useSearchParams();
  const chosen = params.get(CATEGORY_PARAM);
  useEffect(() => {
    void reads.news.load();
    void reads.categories.load();
  }, [reads]);
  usePageMeta(t('site.news.title'), t('site.news.description'));
  const choose = (id: string | null) =>
    setParams(id === null ? {} : { [CATEGORY_PARAM]: id }, { replace: true });

  return (
    <>
      <H1>{t('site.news.title')}</H1>
      <div className="site-filters" role="group" aria-label={t('site.news.filter')}>
        <Button
          size="small"
          text={t('site.news.all')}
          active={chosen === null}
          aria-pressed={chosen === null}
          onClick={() => choose(null)}
        />
        {(reads.categories.value ?? []).map((category) => (
          <Button
            key={rowId(category)}
            size="small"
            text={localText(category, 'name', language)}
            active={chosen === rowId(category)}
            aria-pressed={chosen === rowId(category)}
            onClick={() => choose(rowId(category))}
          />
        ))}
      </div>
      <RemoteView remote={reads.news}>
        {(all) => {
          const shown = chosen === null ? all : all.filter((row) => String(row['newsCategoryId']) === chosen);
          if (shown.length === 0) return <SiteEmpty message={t('site.news.empty')} />;
          return (
            <ul className="site-grid">
              {shown.map((row) => {
                const image = rowText(row, 'imageUrl');
                return (
                  <li key={rowId(row)}>
                    <Card>
                      {image !== '' && (
                        <SiteImage
                          src={image}
                          width={640}
                          height={480}
                          sizes="(min-width: 1024px) 33vw, (min-width: 720px) 50vw, 100vw"
                          className="site-cover"
                        />
                      )}
                      <H2>
                        <Link to={sitePath(SitePath.Article, { id: rowId(row) })}>
                          {localText(row, 'title', language)}
                        </Link>
                      </H2>
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
