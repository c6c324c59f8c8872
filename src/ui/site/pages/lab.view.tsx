import { Card, H1, H2 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ResourceKey } from '../../../application/resources/resource-key';
import type { ResourceRow } from '../../../application/resources/resource-values';
import { buildLabAlphabetIndex } from '../../../domain/lab/lab-alphabet-index';
import { labTestsUnderLetter } from '../../../domain/lab/lab-tests-under-letter';
import { localText, rowId } from '../localized';
import { usePageMeta } from '../page-meta';
import { Remote } from '../remote';
import { useServices, useShell } from '../site-context';
import { SitePath, sitePath } from '../site-paths';
import { RemoteView, SiteEmpty } from '../site-states';

/** The ids of the tests a department row lists (`profiles: [{ id, appearanceName }]`). */
function profileIds(department: ResourceRow): Set<string> {
  const profiles = department['profiles'];
  if (!Array.isArray(profiles)) return new Set();
  return new Set(profiles.map((profile: unknown) => rowId((profile ?? {}) as ResourceRow)));
}

/** Lab tests A–Z: the alphabet index, and the tests under the chosen letter by department. */
export const LabPage = observer(function LabPage() {
  const shell = useShell();
  const { t, language } = shell;
  const { letter } = useParams();
  const { resources } = useServices();
  const [reads] = useState(() => ({
    tests: new Remote(() => resources.load(ResourceKey.SiteLabTestProfiles)),
    departments: new Remote(() => resources.load(ResourceKey.LabDepartmentProfiles)),
  }));
  useEffect(() => {
    void reads.tests.load();
    void reads.departments.load();
  }, [reads]);
  const title = letter === undefined ? t('site.lab.title') : t('site.lab.letterTitle', { letter });
  usePageMeta(title, t('site.lab.description'));

  return (
    <>
      <H1>{title}</H1>
      <RemoteView remote={reads.tests}>
        {(tests) => {
          if (tests.length === 0) return <SiteEmpty message={t('site.lab.empty')} />;
          const letters = buildLabAlphabetIndex(tests);
          const under = letter === undefined ? [] : labTestsUnderLetter(tests, letter);
          const underIds = new Set(under.map((test) => test.id));
          const departments = (reads.departments.value ?? [])
            .map((department) => ({ department, ids: profileIds(department) }))
            .filter(({ ids }) => [...ids].some((id) => underIds.has(id)));
          const filed = new Set(departments.flatMap(({ ids }) => [...ids]));
          const unfiled = under.filter((test) => !filed.has(test.id));
          return (
            <>
              <nav aria-label={t('site.lab.index')}>
                <ul className="site-letters">
                  {letters.map((l) => (
                    <li key={l}>
                      <Link
                        to={sitePath(SitePath.LabLetter, { letter: l })}
                        aria-current={l === letter ? 'page' : undefined}
                      >
                        {l}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              {letter === undefined ? (
                <p className="site-muted">{t('site.lab.chooseLetter')}</p>
              ) : under.length === 0 ? (
                <SiteEmpty message={t('site.lab.noneUnderLetter', { letter })} />
              ) : (
                <>
                  {departments.map(({ department, ids }) => (
                    <section key={rowId(department)}>
                      <H2>{localText(department, 'name', language)}</H2>
                      <ul className="site-grid">
                        {under
                          .filter((test) => ids.has(test.id))
                          .map((test) => (
                            <li key={test.id}>
                              <Card>{test.appearanceName}</Card>
                            </li>
                          ))}
                      </ul>
                    </section>
                  ))}
                  {unfiled.length > 0 && (
                    <section>
                      <H2>{t('site.lab.otherTests')}</H2>
                      <ul className="site-grid">
                        {unfiled.map((test) => (
                          <li key={test.id}>
                            <Card>{test.appearanceName}</Card>
                          </li>
                        ))}
                      </ul>
                    </section>
                  )}
                </>
              )}
            </>
          );
        }}
      </RemoteView>
    </>
  );
});
