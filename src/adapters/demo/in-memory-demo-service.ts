import type {
  DemoAccountPort,
  DemoAccountUser,
  DemoAnswer,
  DemoBoard,
  DemoCalendarPort,
  DemoCart,
  DemoChatMessage,
  DemoChatPort,
  DemoContactPort,
  DemoCustomerPort,
  DemoError,
  DemoKanbanPort,
  DemoListsPort,
  DemoMailbox,
  DemoMailPort,
  DemoPaymentMethod,
  DemoPorts,
  DemoRegistration,
  DemoShopPort,
  DemoSocialPort,
  NewKanbanItem,
} from '../../application/demo/demo-ports';
import { saveAddress, type DemoAddress } from '../../domain/demo/address';
import {
  addEvent,
  eventProblems,
  removeEvent,
  updateEvent,
  type DemoCalendarEvent,
} from '../../domain/demo/calendar-event';
import { modifyContact, type DemoContact } from '../../domain/demo/contact';
import {
  addLine,
  lineId,
  removeLine,
  subtotalOf,
  updateQuantity,
  type DemoCartLine,
} from '../../domain/demo/cart';
import { discountAmount } from '../../domain/demo/discount';
import {
  KANBAN_COLUMNS,
  moveItem,
  newItemId,
  type KanbanColumn,
  type KanbanItem,
} from '../../domain/demo/kanban';
import {
  inFolder,
  setRead,
  toggleImportant,
  toggleStarred,
  unreadCounts,
  type DemoMail,
  type MailFolder,
} from '../../domain/demo/mail';
import { filterProducts, type DemoProduct, type ProductFilter } from '../../domain/demo/product-filter';
import { filterByKey, SearchFields } from '../../domain/demo/search-filter';
import { changeShipping, ShippingKind } from '../../domain/demo/shipping';
import {
  addComment,
  addReply,
  editComment,
  editPost,
  editReply,
  likeComment,
  likePost,
  likeReply,
  removeComment,
  removePost,
  removeReply,
  type DemoPost,
} from '../../domain/demo/social';
import { err, ok, type Result } from '../../domain/shared/result';
import * as seed from './demo-seed';

/** The mock service's messages, word for word. */
export const DemoMessage = {
  CommentRequired: 'Comment Field is Required',
  ReplyRequired: 'Reply Field is Required',
  UsernamePassword: 'Enter Your Username & Password',
  Name: 'Enter Your Name',
  TokenMissing: 'Token Missing',
  InvalidToken: 'Invalid Token',
  ServerError: 'Server Error',
  InternalServerError: 'Internal server error',
} as const;

/** Login and register answer after about this long; every other call at once. */
export const ACCOUNT_DELAY_MS = 500;

export interface InMemoryDemoOptions {
  /** A number in [0, 1): the random discounts and the kanban ids. */
  readonly random?: () => number;
  readonly wait?: (ms: number) => Promise<void>;
}

const refuse = (status: number, message: string): Result<never, DemoError> => err({ status, message });

/**
 * The template's mock service, in memory and for the page's life: every demo port in one object
 * with no network. A call that throws answers 500 'Internal server error' (the account's calls
 * 'Server Error'), as the template's mock did. The data is made up (`demo-seed.ts`).
 */
export class InMemoryDemoService implements DemoPorts {
  private posts: DemoPost[] = seed.seedPosts();
  private readonly products: DemoProduct[] = seed.seedProducts();
  private addressBook: DemoAddress[] = seed.seedAddresses();
  private lines: DemoCartLine[] = [];
  private checkout = {
    discount: 0,
    discountCode: null as string | null,
    shipping: 0,
    shippingKind: ShippingKind.Free as ShippingKind,
    billing: null as DemoAddress | null,
    paymentMethod: 'card' as DemoPaymentMethod,
    paymentCard: null as string | null,
  };
  private board: KanbanItem[] = seed.seedKanban();
  private mails: DemoMail[] = seed.seedMails();
  private accounts: { id: string; username: string; password: string; name: string }[] = [
    {
      id: '5e86809283e28b96d2d38537',
      username: 'info@codedthemes.com',
      password: '123456',
      name: 'JWT User',
    },
  ];
  private readonly random: () => number;
  private readonly wait: (ms: number) => Promise<void>;
  private sequence = 0;

  constructor(options: InMemoryDemoOptions = {}) {
    this.random = options.random ?? Math.random;
    this.wait = options.wait ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
  }

  /** Runs a call; whatever it throws is the mock's 500. */
  private async answer<T>(
    run: () => Result<T, DemoError>,
    failure: string = DemoMessage.InternalServerError,
  ) {
    try {
      return run();
    } catch {
      return refuse(500, failure);
    }
  }

  private nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-new-${this.sequence}`;
  }

  private readonly me = {
    id: 'user-0',
    avatar: seed.seedPosts()[0]?.profile.avatar ?? '',
    name: 'Alene Ferry',
  };

  readonly social: DemoSocialPort = {
    posts: () => this.answer(() => ok(this.posts)),
    likePost: (postId) => this.answer(() => ok((this.posts = likePost(this.posts, postId)))),
    likeComment: (postId, commentId) =>
      this.answer(() => ok((this.posts = likeComment(this.posts, postId, commentId)))),
    likeReply: (postId, commentId, replyId) =>
      this.answer(() => ok((this.posts = likeReply(this.posts, postId, commentId, replyId)))),
    addComment: (postId, text) =>
      this.answer(() => {
        const comment = {
          id: this.nextId('comment'),
          profile: { ...this.me, time: 'now' },
          text,
          likes: { like: false, value: 0 },
          replies: [],
        };
        const next = addComment(this.posts, postId, comment);
        if (typeof next === 'string') return refuse(400, DemoMessage.CommentRequired);
        return ok((this.posts = next));
      }),
    addReply: (postId, commentId, text) =>
      this.answer(() => {
        const reply = {
          id: this.nextId('reply'),
          profile: { ...this.me, time: 'now' },
          text,
          likes: { like: false, value: 0 },
        };
        const next = addReply(this.posts, postId, commentId, reply);
        if (typeof next === 'string') return refuse(400, DemoMessage.ReplyRequired);
        return ok((this.posts = next));
      }),
    addPost: (content) =>
      this.answer(() => {
        if (content.trim() === '') return ok(this.posts);
        const post: DemoPost = {
          id: this.nextId('post'),
          profile: { ...this.me, time: 'now' },
          content,
          images: [],
          video: null,
          likes: { like: false, value: 0 },
          comments: [],
        };
        return ok((this.posts = [post, ...this.posts]));
      }),
    editPost: (postId, content) =>
      this.answer(() => ok((this.posts = editPost(this.posts, postId, content) ?? this.posts))),
    deletePost: (postId) => this.answer(() => ok((this.posts = removePost(this.posts, postId)))),
    editComment: (postId, commentId, text) =>
      this.answer(() => {
        const next = editComment(this.posts, postId, commentId, text);
        if (typeof next === 'string') return refuse(400, DemoMessage.CommentRequired);
        return ok((this.posts = next));
      }),
    deleteComment: (postId, commentId) =>
      this.answer(() => ok((this.posts = removeComment(this.posts, postId, commentId)))),
    editReply: (postId, commentId, replyId, text) =>
      this.answer(() => {
        const next = editReply(this.posts, postId, commentId, replyId, text);
        if (typeof next === 'string') return refuse(400, DemoMessage.ReplyRequired);
        return ok((this.posts = next));
      }),
    deleteReply: (postId, commentId, replyId) =>
      this.answer(() => ok((this.posts = removeReply(this.posts, postId, commentId, replyId)))),
  };

  private readonly people = {
    followers: seed.seedFollowers(),
    friends: seed.seedFriends(),
    friendRequests: seed.seedFriendRequests(),
    gallery: seed.seedGallery(),
    detailsCards: seed.seedDetailsCards(),
    simpleCards: seed.seedSimpleCards(),
    profileCards: seed.seedProfileCards(),
  };

  readonly lists: DemoListsPort = {
    followers: (key) =>
      this.answer(() => ok(filterByKey(this.people.followers, key, SearchFields.followers))),
    friends: (key) => this.answer(() => ok(filterByKey(this.people.friends, key, SearchFields.friends))),
    friendRequests: (key) =>
      this.answer(() => ok(filterByKey(this.people.friendRequests, key, SearchFields.friendRequests))),
    gallery: () => this.answer(() => ok(this.people.gallery)),
    detailsCards: (key) =>
      this.answer(() => ok(filterByKey(this.people.detailsCards, key, SearchFields.detailsCards))),
    simpleCards: (key) =>
      this.answer(() => ok(filterByKey(this.people.simpleCards, key, SearchFields.simpleCards))),
    profileCards: (key) =>
      this.answer(() => ok(filterByKey(this.people.profileCards, key, SearchFields.profileCards))),
  };

  private cartState(): DemoCart {
    const subtotal = subtotalOf(this.lines);
    const { discount, shipping } = this.checkout;
    return {
      lines: this.lines,
      subtotal,
      ...this.checkout,
      total: Math.max(0, subtotal + shipping - discount),
    };
  }

  readonly shop: DemoShopPort = {
    products: (filter: ProductFilter) => this.answer(() => ok(filterProducts(this.products, filter))),
    product: (id) => this.answer(() => ok(this.products.find((product) => product.id === id) ?? null)),
    related: (id) =>
      this.answer(() => {
        const product = this.products.find((candidate) => candidate.id === id);
        const related = this.products.filter(
          (other) =>
            other.id !== id &&
            product?.categories.some((category) => other.categories.includes(category)) === true,
        );
        return ok(related.slice(0, 4));
      }),
    reviews: () => this.answer(() => ok(seed.seedReviews())),
    addresses: () => this.answer(() => ok(this.addressBook)),
    saveAddress: (address) =>
      this.answer(() => ok((this.addressBook = saveAddress(this.addressBook, address)))),
    cart: () => this.answer(() => ok(this.cartState())),
    addToCart: (productId, color, size, quantity) =>
      this.answer(() => {
        const product = this.products.find((candidate) => candidate.id === productId);
        if (product === undefined) return refuse(500, DemoMessage.InternalServerError);
        this.lines = addLine(this.lines, {
          id: lineId(productId, color, size),
          productId,
          name: product.name,
          image: product.image,
          color,
          size,
          price: product.offerPrice,
          quantity: Math.max(1, Math.floor(quantity)),
        });
        return ok(this.cartState());
      }),
    removeFromCart: (id) =>
      this.answer(() => {
        this.lines = removeLine(this.lines, id);
        return ok(this.cartState());
      }),
    updateQuantity: (id, quantity) =>
      this.answer(() => {
        const update = updateQuantity(this.lines, id, quantity);
        this.lines = update.lines;
        return ok({ cart: this.cartState(), oldSubtotal: update.oldSubtotal, subtotal: update.subtotal });
      }),
    setBilling: (address) =>
      this.answer(() => {
        this.checkout.billing = address;
        return ok(this.cartState());
      }),
    applyDiscount: (code) =>
      this.answer(() => {
        // The code applies to the cart before any earlier discount.
        const total = subtotalOf(this.lines) + this.checkout.shipping;
        const amount = discountAmount(code, total, this.random());
        this.checkout.discount = amount;
        this.checkout.discountCode = amount > 0 ? code.trim().toUpperCase() : null;
        return ok({ amount, cart: this.cartState() });
      }),
    setShipping: (kind) =>
      this.answer(() => {
        const change = changeShipping(kind, this.checkout.shipping);
        this.checkout.shipping = change.charge;
        this.checkout.shippingKind = kind;
        return ok(this.cartState());
      }),
    setPaymentMethod: (method) =>
      this.answer(() => {
        this.checkout.paymentMethod = method;
        return ok(this.cartState());
      }),
    setPaymentCard: (card) =>
      this.answer(() => {
        this.checkout.paymentCard = card;
        return ok(this.cartState());
      }),
    reset: () =>
      this.answer(() => {
        this.lines = [];
        this.checkout = {
          discount: 0,
          discountCode: null,
          shipping: 0,
          shippingKind: ShippingKind.Free,
          billing: null,
          paymentMethod: 'card',
          paymentCard: null,
        };
        return ok(this.cartState());
      }),
  };

  private boardState = (): DemoBoard => ({ columns: KANBAN_COLUMNS, items: this.board });

  readonly kanban: DemoKanbanPort = {
    board: () => this.answer(() => ok(this.boardState())),
    addItem: (item: NewKanbanItem) =>
      this.answer(() => {
        const id = newItemId(this.random(), new Set(this.board.map((existing) => existing.id)));
        this.board = [...this.board, { ...item, id }];
        return ok(this.boardState());
      }),
    editItem: (item) =>
      this.answer(() => {
        this.board = this.board.map((existing) => (existing.id === item.id ? item : existing));
        return ok(this.boardState());
      }),
    moveItem: (id, column: KanbanColumn, index) =>
      this.answer(() => {
        this.board = moveItem(this.board, id, column, index);
        return ok(this.boardState());
      }),
    deleteItem: (id) =>
      this.answer(() => {
        this.board = this.board.filter((item) => item.id !== id);
        return ok(this.boardState());
      }),
  };

  private mailbox = (): DemoMailbox => ({ mails: this.mails, unreadCount: unreadCounts(this.mails) });

  readonly mail: DemoMailPort = {
    mailbox: () => this.answer(() => ok(this.mailbox())),
    folder: (folder: MailFolder) =>
      this.answer(() => ok(this.mails.filter((mail) => inFolder(mail, folder)))),
    setRead: (id) =>
      this.answer(() => {
        this.mails = setRead(this.mails, id);
        return ok(this.mailbox());
      }),
    setStarred: (id) =>
      this.answer(() => {
        this.mails = toggleStarred(this.mails, id);
        return ok(this.mailbox());
      }),
    setImportant: (id) =>
      this.answer(() => {
        this.mails = toggleImportant(this.mails, id);
        return ok(this.mailbox());
      }),
  };

  private contactBook: DemoContact[] = seed.seedContacts();

  readonly contact: DemoContactPort = {
    contacts: () => this.answer(() => ok(this.contactBook)),
    modify: (contact) => this.answer(() => ok((this.contactBook = modifyContact(this.contactBook, contact)))),
  };

  private readonly customerLists = {
    customers: seed.seedCustomers(),
    orders: seed.seedOrders(),
    products: seed.seedCustomerProducts(),
    reviews: seed.seedProductReviews(),
  };

  readonly customer: DemoCustomerPort = {
    customers: () => this.answer(() => ok(this.customerLists.customers)),
    orders: () => this.answer(() => ok(this.customerLists.orders)),
    products: () => this.answer(() => ok(this.customerLists.products)),
    reviews: () => this.answer(() => ok(this.customerLists.reviews)),
  };

  private events: DemoCalendarEvent[] = seed.seedEvents(new Date());

  readonly calendar: DemoCalendarPort = {
    events: () => this.answer(() => ok(this.events)),
    addEvent: (event) =>
      this.answer(() => {
        const [problem] = eventProblems(event);
        if (problem !== undefined) return refuse(400, problem);
        return ok((this.events = addEvent(this.events, { ...event, id: this.nextId('event') })));
      }),
    updateEvent: (id, update) =>
      this.answer(() => {
        const current = this.events.find((event) => event.id === id);
        if (current === undefined) return ok(this.events);
        const [problem] = eventProblems({ ...current, ...update });
        if (problem !== undefined) return refuse(400, problem);
        return ok((this.events = updateEvent(this.events, id, update)));
      }),
    removeEvent: (id) => this.answer(() => ok((this.events = removeEvent(this.events, id)))),
  };

  readonly account: DemoAccountPort = {
    // Only this in-memory demo answers it: the staff login goes to the real server, always.
    login: async (): DemoAnswer<null> => {
      await this.wait(ACCOUNT_DELAY_MS);
      return this.answer(() => ok(null), DemoMessage.ServerError);
    },
    register: async (registration: DemoRegistration): DemoAnswer<DemoAccountUser[]> => {
      await this.wait(ACCOUNT_DELAY_MS);
      return this.answer(() => {
        const { username, password, firstName, lastName } = registration;
        if (username === '' || password === '') return refuse(400, DemoMessage.UsernamePassword);
        if (firstName === '' || lastName === '') return refuse(400, DemoMessage.Name);
        this.accounts = [
          ...this.accounts,
          { id: this.nextId('account'), username, password, name: `${firstName} ${lastName}` },
        ];
        return ok(this.accounts.map(({ id, username: name }) => ({ id, username: name })));
      }, DemoMessage.ServerError);
    },
    me: (authorization) =>
      this.answer(() => {
        if (authorization === null || authorization === '') return refuse(401, DemoMessage.TokenMissing);
        const id = authorization.replace(/^Bearer\s+/i, '');
        const user = this.accounts.find((account) => account.id === id);
        if (user === undefined) return refuse(401, DemoMessage.InvalidToken);
        return ok({ id: user.id, username: user.username });
      }, DemoMessage.ServerError),
  };

  private readonly chatUsers = seed
    .seedFriends()
    .slice(0, 6)
    .map((friend, index) => ({
      id: friend.id,
      name: friend.name,
      avatar: friend.avatar,
      online: index % 2 === 0,
    }));
  private messages: DemoChatMessage[] = seed.seedChats(this.chatUsers.map((user) => user.id));

  readonly chat: DemoChatPort = {
    users: () => this.answer(() => ok(this.chatUsers)),
    chats: (userId) => this.answer(() => ok(this.messages.filter((message) => message.userId === userId))),
    send: (userId, text) =>
      this.answer(() => {
        if (text.trim() !== '') {
          this.messages = [
            ...this.messages,
            { id: this.nextId('message'), userId, mine: true, text: text.trim(), time: 'now' },
          ];
        }
        return ok(this.messages.filter((message) => message.userId === userId));
      }),
  };
}
