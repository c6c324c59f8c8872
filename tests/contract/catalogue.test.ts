import { describe, expect, it } from 'vitest';
import { toDoctorAssistant } from '../../src/contract/catalogue/assistants';
import {
  toDepartmentQuestionGroup,
  toFeedbackQuestion,
  toSelectable,
  toSliderGroup,
} from '../../src/contract/content/content';
import { toDoctorStats, toSiteDoctor } from '../../src/contract/catalogue/doctors';
import { toLabTestProfile } from '../../src/contract/catalogue/lab';
import { toOtpCode, toOtpRequestTotals, toOtpTestCode } from '../../src/contract/otp/otp';
import { toPatientGrant } from '../../src/contract/auth/patient-auth';
import { toDashboardRole } from '../../src/contract/roles/roles';
import {
  toCarouselImage,
  toCenterInstruction,
  toCenterPhoto,
  toCenterVideo,
  toLogoRecord,
} from '../../src/contract/site/site';
import { matchSliderGroups } from '../../src/domain/content/slider-destination';
import { collectDoctorTags } from '../../src/domain/doctors/distinct-doctor-tags';
import { buildLabAlphabetIndex } from '../../src/domain/lab/lab-alphabet-index';
import { dropPhotosWithoutUrl, dropVideosWithoutUrl } from '../../src/domain/media/center-media-filter';
import { countOtpCodes } from '../../src/domain/otp/otp-counters';
import { tabIdentity } from '../../src/domain/shell/tab-identity';
import { homeCarouselImages } from '../../src/domain/site/home-carousel';

describe('slider groups', () => {
  it('reads childerens as children, whose destinations the placement lookup matches', () => {
    const groups = [
      toSliderGroup({ childerens: [{ id: 8, imageUrl: '/8.jpg', destination: 'WardVipRooms' }] }),
    ];
    expect(groups).toEqual([{ children: [{ id: '8', imageUrl: '/8.jpg', destination: 'WardVipRooms' }] }]);
    const [matched] = matchSliderGroups(groups);
    expect(matched?.placement.ok && matched.placement.value.value).toBe(16);
  });
});

describe('feedback questions', () => {
  it.each([
    [
      { id: 1, name: 'On time?', doctorId: 12 },
      { id: '1', name: 'On time?', doctorId: '12', departmentId: undefined },
    ],
    [
      { id: 2, name: 'Clean?', departmentId: 'd-3', doctorId: null },
      { id: '2', name: 'Clean?', doctorId: undefined, departmentId: 'd-3' },
    ],
    [
      { id: 3, name: 'Overall?' },
      { id: '3', name: 'Overall?', doctorId: undefined, departmentId: undefined },
    ],
  ])('reads %j', (wire, question) => {
    expect(toFeedbackQuestion(wire)).toEqual(question);
  });

  it('reads a department group with its key, name and questions', () => {
    expect(
      toDepartmentQuestionGroup({ id: 'd-3', name: 'Radiology', questions: [{ id: 2, name: 'Clean?' }] }),
    ).toEqual({
      key: 'd-3',
      name: 'Radiology',
      questions: [{ id: '2', name: 'Clean?', doctorId: undefined, departmentId: undefined }],
    });
  });

  it('reads a news-feed selectable id as text', () => {
    expect(toSelectable({ id: 3, name: 'Harem Center Erbil' })).toEqual({
      id: '3',
      name: 'Harem Center Erbil',
    });
  });
});

describe('site reads', () => {
  it('keeps carousel images the home page shows (carouselFor 0 or 2)', () => {
    const images = [0, 1, 2, 25].map((carouselFor) =>
      toCarouselImage({ id: carouselFor, imageUrl: '/c.jpg', carouselFor }),
    );
    expect(homeCarouselImages(images).map((i) => i.carouselFor)).toEqual([0, 2]);
  });

  it('reads a missing video or image link as null, which the drop rule removes', () => {
    expect(
      dropVideosWithoutUrl([toCenterVideo({ id: 1 }), toCenterVideo({ id: 2, videoUrl: 'https://v/2' })]),
    ).toEqual([
      {
        id: '2',
        videoUrl: 'https://v/2',
        thumbnailUrl: null,
        centerId: '',
        title: { en: '', ku: '', ar: '' },
      },
    ]);
    expect(
      toCenterVideo({ id: 3, videoUrl: 'https://v/3', thumbnailUrl: 'https://v/3.jpg' }).thumbnailUrl,
    ).toBe('https://v/3.jpg');
    expect(
      dropPhotosWithoutUrl([
        toCenterPhoto({ id: 1, imageUrl: null }),
        toCenterPhoto({ id: 2, imageUrl: '/2.jpg' }),
      ]),
    ).toEqual([{ id: '2', imageUrl: '/2.jpg' }]);
  });

  it.each([
    [{ englishName: 'Harem Hospital', kurdishName: 'حەرەم' }, 'ku', 'حەرەم'],
    [{ englishName: 'Harem Hospital' }, 'ar', 'No title Found'],
    [{}, 'en', 'No title Found'],
  ])('reads the logo record %j; in %s the tab says %s', (wire, language, title) => {
    expect(tabIdentity(toLogoRecord(wire), language).title).toBe(title);
  });

  it('reads a center instruction', () => {
    expect(toCenterInstruction({ centerId: 2, imageUrl: '/2.jpg' })).toEqual({
      centerId: '2',
      imageUrl: '/2.jpg',
    });
  });

  it('reads doctors with tags, which the tag rule de-duplicates by English name', () => {
    const doctors = [
      toSiteDoctor({
        id: 12,
        name: 'Dr. Shilan',
        tags: [{ englishName: 'Cardiology', arabicName: 'القلب' }],
      }),
      toSiteDoctor({
        id: 13,
        name: 'Dr. Omer',
        tags: [{ englishName: 'Cardiology' }, { englishName: 'ENT' }],
      }),
    ];
    expect(doctors[0]).toEqual({
      id: '12',
      name: 'Dr. Shilan',
      tags: [{ englishName: 'Cardiology', kurdishName: '', arabicName: 'القلب' }],
      // The fields the site shows when the backend sends them; empty when it does not.
      kurdishName: '',
      arabicName: '',
      photoUrl: '',
      bio: { en: '', ku: '', ar: '' },
      centerId: '',
    });
    expect(collectDoctorTags(doctors).map((t) => t.englishName)).toEqual(['Cardiology', 'ENT']);
  });

  it('reads lab test profiles, which the alphabet index reads by appearance name', () => {
    const profiles = ['  blood count', 'Urine', 'ALT'].map((appearanceName, id) =>
      toLabTestProfile({ id, appearanceName }),
    );
    expect(buildLabAlphabetIndex(profiles)).toEqual(['B', 'U']);
  });
});

describe('dashboard reads', () => {
  it('reads OTP rows with phonenumber as the phone number', () => {
    const rows = [
      toOtpCode({ phonenumber: '0770', codeIsSent: true }),
      toOtpCode({ phonenumber: '0771', codeIsSent: false }),
    ];
    expect(rows[0]).toEqual({ phoneNumber: '0770', codeIsSent: true });
    expect(countOtpCodes(rows)).toEqual({ sent: 1, notSent: 1 });
    expect(toOtpTestCode({ phonenumber: '0750', code: '123456' })).toEqual({
      phoneNumber: '0750',
      code: '123456',
    });
  });

  it.each([
    [5, 1, 6],
    [0, 0, 0],
    [0, 3, 3],
  ])('reads request totals of %i sent and %i not sent as %i requests', (sent, notSent, requests) => {
    expect(
      toOtpRequestTotals({ phonenumber: '0770', codeIsSentCounter: sent, codeNotSentCounter: notSent }),
    ).toEqual({
      phoneNumber: '0770',
      requests,
      sent,
      notSent,
    });
  });

  it('reads doctor stats into the state summary', () => {
    expect(
      toDoctorStats({
        id: 12,
        name: 'Dr. Shilan',
        assigned: 3,
        waiting: 1,
        seen: 20,
        cancledByPatient: 2,
        cancledByAssistant: 0,
      }),
    ).toEqual({
      doctorId: '12',
      name: 'Dr. Shilan',
      summary: { assigned: 3, waiting: 1, seen: 20, cancelledByPatient: 2, cancelledByAssistant: 0 },
    });
  });

  it('drops the areas of a role that this client does not know', () => {
    expect(
      toDashboardRole({ id: 'r1', name: 'reception', areas: ['appointments', 'telepathy', 'chat'] }),
    ).toEqual({
      id: 'r1',
      name: 'reception',
      areas: ['appointments', 'chat'],
    });
  });

  it('reads an assistant and a patient grant with their ids as text', () => {
    expect(toDoctorAssistant({ id: 3, fullName: 'Sara Ahmed' })).toEqual({ id: '3', fullName: 'Sara Ahmed' });
    expect(toPatientGrant({ token: 't', patientId: 42 })).toEqual({ token: 't', patientId: '42' });
  });
});
