import { Button, Card, H1, H2, H3 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { ResourceRecord } from '../../../application/resources/resource-values';
import { localText, rowId, rowText } from '../localized';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath, sitePath } from '../site-paths';
import { RemoteView, SiteEmpty } from '../site-states';
import { SiteImage } from './site-image';

const CATEGORY_PARAM = 'category';

const time = (row: ResourceRecord, field: string) => Date.parse(rowText(row, field));

/** Events still to come (soonest first), then past ones (latest first). */
export function splitEvents(rows: readonly ResourceRecord[], now: number) {
  const upcoming = rows
    .filter((r) => time(r, 'endsAt') >= now)
    .sort((a, b) => time(a, 'startsAt') - time(b, 'startsAt'));
  const past = rows
    .filter((r) => time(r, 'endsAt') < now)
    .sort((a, b) => time(b, 'startsAt') - time(a, 'startsAt'));
  return { upcoming, past };
}

/** The hospital's events, with their categories as filters kept in the address. */
export const EventsPage = observer(function EventsPage() {
  const shell = useShell();
  const { t } = shell;
  const { resources, clock } = useServices();
  const [reads] = useState(() => ({
    events: new Remote(() => resources.load(ResourceKey.Events)),
    categories: new Remote(() => resources.load(ResourceKey.EventCategories)),
  }));
  const [params, setParams] = useSearchParams();
  const chosen = params.get(CATEGORY_PARAM);
  useEffect(() => {
    void reads.events.load();
    void reads.categories.load();
  }, [reads]);
  usePageMeta(t('shop.events.title'), t('shop.events.description'));
  const choose = (id: string | null) =>
    setParams(id === null ? {} : { [CATEGORY_PARAM]: id }, { replace: true });

  return (
    <>
      <H1>{t('shop.events.title')}</H1>
      <div className="site-filters" role="group" aria-label={t('shop.events.filter')}>
        <Button
          size="small"
          text={t('shop.events.all')}
          active={chosen === null}
          aria-pressed={chosen === null}
          onClick={() => choose(null)}
        />
        {(reads.categories.value ?? []).map((category) => (
          <Button
            key={rowId(category)}
            size="small"
            text={localText(category, 'name', shell.language)}
            active={chosen === rowId(category)}
            aria-pressed={chosen === rowId(category)}
            onClick={() => choose(rowId(category))}
          />
        ))}
      </div>
      <RemoteView remote={reads.events}>
        {(all) => {
          const shown =
            chosen === null ? all : all.filter((row) => String(row['eventCategoryId']) === chosen);
          if (shown.length === 0) return <SiteEmpty message={t('shop.events.empty')} />;
          const { upcoming, past } = splitEvents(shown, clock.now().getTime());
          return (
            <>
              <EventSection
                title={t('shop.events.upcoming')}
                rows={upcoming}
                none={t('shop.events.noneUpcoming')}
              />
              {past.length > 0 && <EventSection title={t('shop.events.past')} rows={past} none="" />}
            </>
          );
        }}
      </RemoteView>
    </>
  );
});

const EventSection = observer(function EventSection({
  title,
  rows,
  none,
}: {
  readonly title: string;
  readonly rows: readonly ResourceRecord[];
  readonly none: string;
}) {
  const shell = useShell();
  const { language } = shell;
  return (
    <section aria-label={title}>
      <H2>{title}</H2>
      {rows.length === 0 ? (
        <p className="site-muted">{none}</p>
      ) : (
        <ul className="site-grid">
          {rows.map((row) => {
            const image = rowText(row, 'imageUrl');
            const starts = rowText(row, 'startsAt');
            const location = localText(row, 'location', language);
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
                  <H3>
                    <Link to={sitePath(SitePath.Event, { id: rowId(row) })}>
                      {localText(row, 'title', language)}
                    </Link>
                  </H3>
                  <p className="site-muted">
                    <time dateTime={starts}>
                      {new Date(starts).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                    {location !== '' && ` · ${location}`}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
