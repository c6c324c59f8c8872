import { Card, H1 } from '@blueprintjs/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { initialMyProfiles, type MyProfilesState } from '../../../application/patient/patient-lists';
import type { PatientProfileItem } from '../../../application/resources/site-items';
import type { StateStore } from '../../../application/shared/state-store';
import { usePageMeta } from '../page-meta';
import { usePatientServices, useShell } from '../site-context';
import { listError, SiteEmpty, SiteError, SiteLoading } from '../site-states';
import type { SitePatientServices } from '../site-services';
import { SignedInOnly } from './signed-in-only';

/** The signed-in patient's profiles (themselves and their family), with unseen test results. */
class MyFamilyViewModel {
  state: MyProfilesState = initialMyProfiles();
  private readonly store: StateStore<MyProfilesState> = {
    get: () => this.state,
    set: (next) => runInAction(() => (this.state = next)),
  };

  constructor(private readonly services: Pick<SitePatientServices, 'loadMyProfiles'>) {
    makeAutoObservable<this, 'services' | 'store'>(
      this,
      { services: false, store: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    await this.services.loadMyProfiles.execute(this.store);
  }
}

export const MyFamilyPage = observer(function MyFamilyPage() {
  const shell = useShell();
  const { t } = shell;
  usePageMeta(t('site.family.title'), t('site.family.description'));
  return (
    <>
      <H1>{t('site.family.title')}</H1>
      <SignedInOnly>
        <ProfileList />
      </SignedInOnly>
    </>
  );
});

const ProfileList = observer(function ProfileList() {
  const shell = useShell();
  const { t } = shell;
  const services = usePatientServices();
  const [vm] = useState(() => new MyFamilyViewModel(services));
  useEffect(() => void vm.load(), [vm]);
  const { list, noOtherProfile } = vm.state;
  const status = list.status;
  if (status.kind === 'loading') return <SiteLoading />;
  if (status.kind === 'error' || status.kind === 'forbidden')
    return <SiteError error={listError(status)} onRetry={() => void vm.load()} />;
  if (list.items.length === 0) return <SiteEmpty message={t('site.family.empty')} />;
  // The profiles come from the patient site's read, which names each one.
  const profiles = list.items as readonly PatientProfileItem[];
  return (
    <>
      {noOtherProfile && <p className="site-muted">{t('site.family.noOtherProfile')}</p>}
      <ul className="site-grid">
        {profiles.map((profile) => (
          <li key={profile.patientId}>
            <Card className="site-card">
              <div>
                <strong>{profile.name === '' ? t('site.family.unnamed') : profile.name}</strong>
                <p>
                  {profile.unseenTests > 0
                    ? t('site.family.unseenTests', { number: profile.unseenTests })
                    : t('site.family.noUnseenTests')}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
});
