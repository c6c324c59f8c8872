import type {
  DemoChatMessage,
  DemoDetailsCard,
  DemoFollower,
  DemoFriend,
  DemoFriendRequest,
  DemoGalleryItem,
  DemoProfileCard,
  DemoReview,
  DemoSimpleCard,
} from '../../application/demo/demo-ports';
import type { DemoAddress } from '../../domain/demo/address';
import type { DemoCalendarEvent } from '../../domain/demo/calendar-event';
import type { DemoContact } from '../../domain/demo/contact';
import {
  CUSTOMER_STATUSES,
  type DemoCustomer,
  type DemoCustomerProduct,
  type DemoOrder,
  type DemoProductReview,
} from '../../domain/demo/customer';
import { KanbanColumn, KanbanPriority, type KanbanItem } from '../../domain/demo/kanban';
import type { DemoMail } from '../../domain/demo/mail';
import type { DemoProduct } from '../../domain/demo/product-filter';
import type { DemoPost, DemoProfile } from '../../domain/demo/social';
import { avatar, picture } from './demo-pictures';

/**
 * The demo's data, made up like the template's: people, posts, products, mails and a board. The
 * sizes are the template's (20 followers, 20 friends, 20 friend requests, 12 gallery items, 12
 * details cards, 20 simple cards, 12 profile cards).
 */
const NAMES = [
  'Alene Ferry',
  'Agilulf Fuxg',
  'Adaline Bergfalks',
  'Aaron Ortiz',
  'Barney Thea',
  'Bianca Cruz',
  'Carla Jensen',
  'Dario Saleh',
  'Elif Kaya',
  'Farid Aziz',
  'Gina Lund',
  'Hana Rahim',
  'Ivan Petrov',
  'Jana Novak',
  'Karim Baban',
  'Lena Shaw',
  'Marta Ruiz',
  'Nadia Omar',
  'Oskar Berg',
  'Perla Diaz',
];
const LOCATIONS = ['Erbil', 'Sulaymaniyah', 'Duhok', 'Baghdad', 'Basra', 'Kirkuk', 'Mosul', 'Halabja'];
const ROLES = ['Nurse', 'Surgeon', 'Pharmacist', 'Radiologist', 'Receptionist', 'Lab Technician'];

const hueOf = (index: number) => (index * 47) % 360;
const person = (index: number) => NAMES[index % NAMES.length] as string;

export const seedFollowers = (): DemoFollower[] =>
  Array.from({ length: 20 }, (_, i) => ({
    id: `follower-${i + 1}`,
    avatar: avatar(person(i), hueOf(i)),
    name: person(i),
    location: LOCATIONS[i % LOCATIONS.length] as string,
    follow: i % 3 === 0 ? 2 : 1,
  }));

export const seedFriends = (): DemoFriend[] =>
  Array.from({ length: 20 }, (_, i) => ({
    id: `friend-${i + 1}`,
    avatar: avatar(person(i + 3), hueOf(i + 3)),
    name: person(i + 3),
    location: LOCATIONS[(i + 2) % LOCATIONS.length] as string,
  }));

export const seedFriendRequests = (): DemoFriendRequest[] =>
  Array.from({ length: 20 }, (_, i) => ({
    id: `request-${i + 1}`,
    avatar: avatar(person(i + 7), hueOf(i + 7)),
    name: person(i + 7),
    mutual: `${(i * 7) % 30} mutual`,
  }));

export const seedGallery = (): DemoGalleryItem[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: `gallery-${i + 1}`,
    image: picture(String(i + 1), hueOf(i * 2)),
    title: `img-${String(i + 1).padStart(2, '0')}.jpg`,
    dateTime: `${String((i % 28) + 1).padStart(2, '0')}.03.2026`,
  }));

export const seedDetailsCards = (): DemoDetailsCard[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: `details-${i + 1}`,
    avatar: avatar(person(i), hueOf(i)),
    name: person(i),
    role: ROLES[i % ROLES.length] as string,
    about: 'Works the day shift and trains new colleagues.',
    email: `${person(i).split(' ')[0]?.toLowerCase() ?? 'staff'}@example.org`,
    contact: `+964 750 ${String(1000000 + i * 7919).slice(0, 7)}`,
    location: LOCATIONS[i % LOCATIONS.length] as string,
  }));

export const seedSimpleCards = (): DemoSimpleCard[] =>
  Array.from({ length: 20 }, (_, i) => ({
    id: `simple-${i + 1}`,
    avatar: avatar(person(i + 5), hueOf(i + 5)),
    name: person(i + 5),
    status: i % 4 === 3 ? 'Rejected' : 'Active',
  }));

export const seedProfileCards = (): DemoProfileCard[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: `profile-${i + 1}`,
    avatar: avatar(person(i + 2), hueOf(i + 2)),
    profile: picture('', hueOf(i + 9), 300, 100),
    name: person(i + 2),
    role: ROLES[(i + 1) % ROLES.length] as string,
    status: i % 3 === 2 ? 'Rejected' : 'Active',
  }));

const profile = (index: number, time: string): DemoProfile => ({
  id: `user-${index}`,
  avatar: avatar(person(index), hueOf(index)),
  name: person(index),
  time,
});

export const seedPosts = (): DemoPost[] => [
  {
    id: 'post-1',
    profile: profile(0, '15 min ago'),
    content:
      'The **new wing** opens next week. Thanks to everyone who helped move the beds:\n\n- ward 3 first\n- then the day clinic',
    images: [
      { img: picture('1', 200), title: 'Ward', featured: true },
      { img: picture('2', 240), title: 'Hall', featured: false },
      { img: picture('3', 280), title: 'Garden', featured: false },
    ],
    video: null,
    likes: { like: true, value: 102 },
    comments: [
      {
        id: 'comment-1',
        profile: profile(4, '8 min ago'),
        text: 'Looks great, well done!',
        likes: { like: false, value: 55 },
        replies: [
          {
            id: 'reply-1',
            profile: profile(0, '5 min ago'),
            text: 'Thank you!',
            likes: { like: false, value: 3 },
          },
        ],
      },
      {
        id: 'comment-2',
        profile: profile(6, '3 min ago'),
        text: 'Where do the outpatients wait now?',
        likes: { like: false, value: 1 },
        replies: [],
      },
    ],
  },
  {
    id: 'post-2',
    profile: profile(2, '1 hour ago'),
    content: 'A short film about *hand hygiene* for the new team.',
    images: [],
    video: 'dQw4w9WgXcQ',
    likes: { like: false, value: 12 },
    comments: [],
  },
  {
    id: 'post-3',
    profile: profile(8, 'yesterday'),
    content: 'Blood drive on **Thursday** from 9 to 13, ground floor.',
    images: [],
    video: null,
    likes: { like: false, value: 7 },
    comments: [],
  },
];

const PRODUCT_NAMES = [
  'Digital Thermometer',
  'Blood Pressure Monitor',
  'Pulse Oximeter',
  'Nurse Watch',
  'Scrub Top',
  'Compression Socks',
  'Stethoscope',
  'First Aid Kit',
  'Hand Sanitizer',
  'Face Masks (50)',
  'Nail Clipper',
  'Kids Plaster Set',
];
const PRICES = [25, 100, 40, 60, 30, 18, 90, 35, 4, 12, 3, 6];
const CATEGORIES = [
  ['electronics'],
  ['electronics'],
  ['electronics'],
  ['fashion'],
  ['fashion'],
  ['fashion'],
  ['tools'],
  ['tools'],
  ['care'],
  ['care'],
  ['care'],
  ['care', 'kids'],
];
const GENDERS = ['male', 'female', 'kids'] as const;
const COLORS = ['primary', 'secondary', 'success', 'warning', 'danger', 'dark'];

export const seedProducts = (): DemoProduct[] =>
  PRODUCT_NAMES.map((name, i) => {
    const offerPrice = PRICES[i] as number;
    const discount = (i * 13) % 40;
    return {
      id: i + 1,
      name,
      description: `${name}: sturdy, easy to clean, made for long shifts.`,
      image: picture(name.split(' ')[0] ?? name, hueOf(i + 4), 300, 300),
      salePrice: Math.round(offerPrice * (100 + discount)) / 100,
      offerPrice,
      discount,
      rating: (i % 5) + 1 - (i % 2) * 0.5,
      popularity: (i * 37) % 100,
      created: (i * 5) % 12,
      gender: GENDERS[i % GENDERS.length] as (typeof GENDERS)[number],
      categories: CATEGORIES[i] as string[],
      colors: [COLORS[i % COLORS.length] as string, COLORS[(i + 2) % COLORS.length] as string],
      sizes: ['S', 'M', 'L'],
      inStock: i % 6 !== 5,
    };
  });

export const seedReviews = (): DemoReview[] =>
  Array.from({ length: 4 }, (_, i) => ({
    id: `review-${i + 1}`,
    name: person(i + 10),
    avatar: avatar(person(i + 10), hueOf(i + 10)),
    rating: 5 - (i % 3),
    review: 'Does what it says, arrived on time.',
    date: `${String(i + 2).padStart(2, '0')}.03.2026`,
  }));

export const seedAddresses = (): DemoAddress[] => [
  {
    id: 'address-1',
    name: 'Alene Ferry',
    destination: 'home',
    building: '12',
    street: '100 Meter Road',
    city: 'Erbil',
    state: 'Erbil',
    country: 'Iraq',
    post: '44001',
    phone: '+964 750 123 4567',
    isDefault: true,
  },
  {
    id: 'address-2',
    name: 'Alene Ferry',
    destination: 'office',
    building: 'Harem Hospital',
    street: 'Gulan Street',
    city: 'Erbil',
    state: 'Erbil',
    country: 'Iraq',
    post: '44002',
    phone: '+964 750 765 4321',
    isDefault: false,
  },
];

const SUBJECTS = [
  'Night shift roster',
  'New lab opening hours',
  'Your order has shipped',
  'Forum: sterilising tools',
  'Draft: leave request',
  'Invoice March',
  'You won a prize!',
  'Training on Thursday',
  'Re: parking permits',
  'Meeting notes',
];

export const seedMails = (): DemoMail[] =>
  SUBJECTS.map((subject, i) => ({
    id: `mail-${i + 1}`,
    from: person(i + 1),
    subject,
    body: `${subject}. Please read before the weekend.`,
    time: `${String(8 + i).padStart(2, '0')}:15`,
    box: i === 4 ? 'draft' : i === 6 ? 'spam' : i === 9 ? 'sent' : i === 5 ? 'trash' : 'inbox',
    label: i === 2 ? 'promotions' : i === 3 ? 'forums' : null,
    read: i % 3 === 1,
    starred: i % 4 === 0,
    important: i % 5 === 0,
  }));

export const seedKanban = (): KanbanItem[] => [
  {
    id: '1024',
    title: 'Order new gloves',
    description: 'Sizes S and M run out first.',
    priority: KanbanPriority.High,
    column: KanbanColumn.New,
    dueDate: '2026-04-02',
  },
  {
    id: '2048',
    title: 'Fix the ward 3 call bell',
    description: '',
    priority: KanbanPriority.Medium,
    column: KanbanColumn.New,
    dueDate: '2026-04-05',
  },
  {
    id: '3072',
    title: 'Update the visiting hours sign',
    description: '',
    priority: KanbanPriority.Low,
    column: KanbanColumn.Active,
    dueDate: '2026-04-01',
  },
  {
    id: '4096',
    title: 'Train the new porters',
    description: 'Two sessions.',
    priority: KanbanPriority.Medium,
    column: KanbanColumn.Active,
    dueDate: '2026-04-10',
  },
  {
    id: '5120',
    title: 'Replace the lift filter',
    description: '',
    priority: KanbanPriority.Low,
    column: KanbanColumn.Resolved,
    dueDate: '2026-03-20',
  },
  {
    id: '6144',
    title: 'Move the archive',
    description: '',
    priority: KanbanPriority.High,
    column: KanbanColumn.Closed,
    dueDate: '2026-03-01',
  },
];

const LINES = [
  'Are you on shift tonight?',
  'Yes, from eight.',
  'Can you cover ward 3 for an hour?',
  'Sure, call me when you go.',
];

export const seedChats = (userIds: readonly string[]): DemoChatMessage[] =>
  userIds.flatMap((userId, u) =>
    LINES.slice(0, 2 + (u % 3)).map((text, i) => ({
      id: `message-${u}-${i}`,
      userId,
      mine: i % 2 === 1,
      text,
      time: `${String(9 + i).padStart(2, '0')}:${String(10 + u).padStart(2, '0')}`,
    })),
  );

const COMPANIES = ['Hawler Clinic', 'Zagros Labs', 'Tigris Pharma', 'Citadel Imaging', 'Nishtiman Care'];

export const seedContacts = (): DemoContact[] =>
  Array.from({ length: 14 }, (_, i) => ({
    id: `contact-${i + 1}`,
    name: person(i + 3),
    avatar: avatar(person(i + 3), hueOf(i + 3)),
    role: ROLES[i % ROLES.length] as string,
    company: COMPANIES[i % COMPANIES.length] as string,
    email: `${(person(i + 3).split(' ')[0] ?? 'contact').toLowerCase()}@example.org`,
    phone: `+964 770 ${String(2000000 + i * 6113).slice(0, 7)}`,
    location: LOCATIONS[(i + 2) % LOCATIONS.length] as string,
    note: 'Met at the spring conference.',
    online: i % 3 === 0,
  }));

const CUSTOMER_PRODUCTS = [
  'Apple Watch Series 4',
  'Boat On-Ear Wireless',
  'Fitbit MX30 Smart Watch',
  'Luxury Watches Centrix Gold',
  'Canon EOS 1500D',
  'Vivo X21 Smartphone',
  'Pink Lipstick',
  'Kids Bottle',
];
const CUSTOMER_CATEGORIES = ['Electronics', 'Fashion', 'Care', 'Kids'];

const day = (i: number) =>
  `2026-${String((i % 9) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`;

export const seedCustomers = (): DemoCustomer[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: `customer-${i + 1}`,
    name: person(i + 7),
    avatar: avatar(person(i + 7), hueOf(i + 7)),
    email: `${(person(i + 7).split(' ')[0] ?? 'customer').toLowerCase()}@example.com`,
    location: LOCATIONS[i % LOCATIONS.length] as string,
    orders: ((i * 7) % 23) + 1,
    date: day(i),
    status: CUSTOMER_STATUSES[i % CUSTOMER_STATUSES.length] as DemoCustomer['status'],
  }));

export const seedOrders = (): DemoOrder[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: String(1790 + i * 3),
    customer: person(i + 7),
    product: CUSTOMER_PRODUCTS[i % CUSTOMER_PRODUCTS.length] as string,
    quantity: (i % 4) + 1,
    price: 20 + ((i * 37) % 180),
    date: day(i + 3),
    status: CUSTOMER_STATUSES[(i + 1) % CUSTOMER_STATUSES.length] as DemoOrder['status'],
  }));

export const seedCustomerProducts = (): DemoCustomerProduct[] =>
  CUSTOMER_PRODUCTS.map((name, i) => ({
    id: `customer-product-${i + 1}`,
    name,
    image: picture(name.slice(0, 2), hueOf(i + 4), 64, 64),
    category: CUSTOMER_CATEGORIES[i % CUSTOMER_CATEGORIES.length] as string,
    price: 15 + ((i * 53) % 300),
    quantity: (i * 11) % 40,
    date: day(i + 5),
  }));

const REVIEWS = [
  'Works well, arrived on time.',
  'Good value for the price.',
  'The colour is not as shown.',
  'Excellent, would buy again.',
  'Stopped working after a week.',
];

export const seedProductReviews = (): DemoProductReview[] =>
  Array.from({ length: 10 }, (_, i) => ({
    id: `product-review-${i + 1}`,
    product: CUSTOMER_PRODUCTS[(i + 2) % CUSTOMER_PRODUCTS.length] as string,
    author: person(i + 11),
    avatar: avatar(person(i + 11), hueOf(i + 11)),
    review: REVIEWS[i % REVIEWS.length] as string,
    rating: (i % 5) + 1,
    date: day(i + 8),
    status: i % 3 === 2 ? 'Pending' : 'Published',
  }));

/** This month's events, around today, so the calendar opens on some. */
export function seedEvents(today: Date): DemoCalendarEvent[] {
  const at = (offset: number, time: string) => {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
    const ymd = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    return `${ymd}T${time}`;
  };
  return [
    {
      id: 'event-1',
      title: 'All Day Event',
      description: 'Planning day.',
      start: at(-6, '00:00'),
      end: at(-6, '00:00'),
      color: 'warning',
      textColor: 'dark',
      allDay: true,
    },
    {
      id: 'event-2',
      title: 'Long Event',
      description: 'Staff training week.',
      start: at(-3, '00:00'),
      end: at(-1, '00:00'),
      color: 'secondary',
      textColor: 'light',
      allDay: true,
    },
    {
      id: 'event-3',
      title: 'Repeating Event',
      description: 'Weekly review.',
      start: at(0, '09:00'),
      end: at(0, '10:00'),
      color: 'primary',
      textColor: 'light',
      allDay: false,
    },
    {
      id: 'event-4',
      title: 'Conference',
      description: 'Regional health conference.',
      start: at(2, '10:30'),
      end: at(2, '16:00'),
      color: 'success',
      textColor: 'light',
      allDay: false,
    },
    {
      id: 'event-5',
      title: 'Lunch',
      description: 'With the new doctors.',
      start: at(4, '12:00'),
      end: at(4, '13:00'),
      color: 'danger',
      textColor: 'light',
      allDay: false,
    },
    {
      id: 'event-6',
      title: 'Birthday Party',
      description: 'Cake in the staff room.',
      start: at(9, '19:00'),
      end: at(9, '21:00'),
      color: 'dark',
      textColor: 'light',
      allDay: false,
    },
  ];
}
