import type { DemoAddress } from '../../domain/demo/address';
import type { DemoCalendarEvent, NewDemoEvent } from '../../domain/demo/calendar-event';
import type { DemoContact } from '../../domain/demo/contact';
import type {
  DemoCustomer,
  DemoCustomerProduct,
  DemoOrder,
  DemoProductReview,
} from '../../domain/demo/customer';
import type { DemoCartLine } from '../../domain/demo/cart';
import type { KanbanColumn, KanbanItem, KanbanPriority } from '../../domain/demo/kanban';
import type { DemoMail, MailFolder } from '../../domain/demo/mail';
import type { DemoProduct, ProductFilter } from '../../domain/demo/product-filter';
import type { ShippingKind } from '../../domain/demo/shipping';
import type { DemoPost } from '../../domain/demo/social';
import type { Result } from '../../domain/shared/result';

/**
 * What a demo call refused or failed with: the mock service's status and its message, word for
 * word ('Comment Field is Required', 'Enter Your Name', 'Internal server error', ...).
 */
export interface DemoError {
  readonly status: number;
  readonly message: string;
}

export type DemoAnswer<T> = Promise<Result<T, DemoError>>;

/** The demo's social feed: posts, comments, replies and likes; every change answers the posts. */
export interface DemoSocialPort {
  posts(): DemoAnswer<DemoPost[]>;
  likePost(postId: string): DemoAnswer<DemoPost[]>;
  likeComment(postId: string, commentId: string): DemoAnswer<DemoPost[]>;
  likeReply(postId: string, commentId: string, replyId: string): DemoAnswer<DemoPost[]>;
  /** 400 'Comment Field is Required' when the text is blank. */
  addComment(postId: string, text: string): DemoAnswer<DemoPost[]>;
  /** 400 'Reply Field is Required' when the text is blank. */
  addReply(postId: string, commentId: string, text: string): DemoAnswer<DemoPost[]>;
  /** A new post by the demo user, first in the feed. */
  addPost(content: string): DemoAnswer<DemoPost[]>;
  /** The post's new markdown; a blank text leaves the post as it was. */
  editPost(postId: string, content: string): DemoAnswer<DemoPost[]>;
  deletePost(postId: string): DemoAnswer<DemoPost[]>;
  /** 400 'Comment Field is Required' when the new text is blank. */
  editComment(postId: string, commentId: string, text: string): DemoAnswer<DemoPost[]>;
  /** The comment goes with its replies. */
  deleteComment(postId: string, commentId: string): DemoAnswer<DemoPost[]>;
  /** 400 'Reply Field is Required' when the new text is blank. */
  editReply(postId: string, commentId: string, replyId: string, text: string): DemoAnswer<DemoPost[]>;
  deleteReply(postId: string, commentId: string, replyId: string): DemoAnswer<DemoPost[]>;
}

export interface DemoFollower {
  readonly id: string;
  readonly avatar: string;
  readonly name: string;
  readonly location: string;
  /** 1: they follow you; 2: you follow each other. */
  readonly follow: 1 | 2;
}

export interface DemoFriend {
  readonly id: string;
  readonly avatar: string;
  readonly name: string;
  readonly location: string;
}

export interface DemoFriendRequest {
  readonly id: string;
  readonly avatar: string;
  readonly name: string;
  /** Mutual friends, as the list words it ("10 mutual"). */
  readonly mutual: string;
}

export interface DemoGalleryItem {
  readonly id: string;
  readonly image: string;
  /** A file name. */
  readonly title: string;
  readonly dateTime: string;
}

export type DemoCardStatus = 'Active' | 'Rejected';

export interface DemoDetailsCard {
  readonly id: string;
  readonly avatar: string;
  readonly name: string;
  readonly role: string;
  readonly about: string;
  readonly email: string;
  readonly contact: string;
  readonly location: string;
}

export interface DemoSimpleCard {
  readonly id: string;
  readonly avatar: string;
  readonly name: string;
  readonly status: DemoCardStatus;
}

export interface DemoProfileCard {
  readonly id: string;
  readonly avatar: string;
  /** The card's background image. */
  readonly profile: string;
  readonly name: string;
  readonly role: string;
  readonly status: DemoCardStatus;
}

/**
 * The demo's people lists. Each search keeps the items in which one of the list's searchable
 * fields contains the key, ignoring case; an empty key gives the whole list.
 */
export interface DemoListsPort {
  followers(key: string): DemoAnswer<DemoFollower[]>;
  friends(key: string): DemoAnswer<DemoFriend[]>;
  friendRequests(key: string): DemoAnswer<DemoFriendRequest[]>;
  gallery(): DemoAnswer<DemoGalleryItem[]>;
  detailsCards(key: string): DemoAnswer<DemoDetailsCard[]>;
  simpleCards(key: string): DemoAnswer<DemoSimpleCard[]>;
  profileCards(key: string): DemoAnswer<DemoProfileCard[]>;
}

export interface DemoReview {
  readonly id: string;
  readonly name: string;
  readonly avatar: string;
  readonly rating: number;
  readonly review: string;
  readonly date: string;
}

export type DemoPaymentMethod = 'card' | 'paypal' | 'cod';

/** The demo cart and its checkout, as the shop keeps it for the page's life. */
export interface DemoCart {
  readonly lines: readonly DemoCartLine[];
  readonly subtotal: number;
  readonly discount: number;
  readonly discountCode: string | null;
  readonly shipping: number;
  readonly shippingKind: ShippingKind;
  readonly total: number;
  readonly billing: DemoAddress | null;
  readonly paymentMethod: DemoPaymentMethod;
  readonly paymentCard: string | null;
}

/** The demo shop: products with their filter, the address book, the cart and its checkout. */
export interface DemoShopPort {
  products(filter: ProductFilter): DemoAnswer<DemoProduct[]>;
  product(id: number): DemoAnswer<DemoProduct | null>;
  related(id: number): DemoAnswer<DemoProduct[]>;
  reviews(): DemoAnswer<DemoReview[]>;
  addresses(): DemoAnswer<DemoAddress[]>;
  /** Adds or replaces by id; a default address takes the flag from the others. */
  saveAddress(address: DemoAddress): DemoAnswer<DemoAddress[]>;
  cart(): DemoAnswer<DemoCart>;
  /** An identical item (product, colour, size) already in the cart gets the quantity added. */
  addToCart(productId: number, color: string, size: string, quantity: number): DemoAnswer<DemoCart>;
  removeFromCart(lineId: string): DemoAnswer<DemoCart>;
  updateQuantity(
    lineId: string,
    quantity: number,
  ): DemoAnswer<{ readonly cart: DemoCart; readonly oldSubtotal: number; readonly subtotal: number }>;
  setBilling(address: DemoAddress): DemoAnswer<DemoCart>;
  /** The amount the code takes off the cart's total (0 for an unknown code or an empty cart). */
  applyDiscount(code: string): DemoAnswer<{ readonly amount: number; readonly cart: DemoCart }>;
  setShipping(kind: ShippingKind): DemoAnswer<DemoCart>;
  setPaymentMethod(method: DemoPaymentMethod): DemoAnswer<DemoCart>;
  setPaymentCard(card: string): DemoAnswer<DemoCart>;
  /** An empty cart again (after an order is placed). */
  reset(): DemoAnswer<DemoCart>;
}

export interface DemoBoard {
  readonly columns: readonly KanbanColumn[];
  readonly items: readonly KanbanItem[];
}

export interface NewKanbanItem {
  readonly title: string;
  readonly description: string;
  readonly priority: KanbanPriority;
  readonly column: KanbanColumn;
  readonly dueDate: string;
}

/** The demo kanban board: its four columns and items, added, edited, moved and deleted. */
export interface DemoKanbanPort {
  board(): DemoAnswer<DemoBoard>;
  /** The item gets a random four-digit id no other item has. */
  addItem(item: NewKanbanItem): DemoAnswer<DemoBoard>;
  editItem(item: KanbanItem): DemoAnswer<DemoBoard>;
  /** The item to `column`, at `index` of that column's items. */
  moveItem(id: string, column: KanbanColumn, index: number): DemoAnswer<DemoBoard>;
  deleteItem(id: string): DemoAnswer<DemoBoard>;
}

export interface DemoMailbox {
  readonly mails: readonly DemoMail[];
  readonly unreadCount: Readonly<Record<MailFolder, number>>;
}

/** The demo mailbox: folders derive from where a mail was filed and its flags. */
export interface DemoMailPort {
  mailbox(): DemoAnswer<DemoMailbox>;
  folder(folder: MailFolder): DemoAnswer<DemoMail[]>;
  setRead(id: string): DemoAnswer<DemoMailbox>;
  setStarred(id: string): DemoAnswer<DemoMailbox>;
  setImportant(id: string): DemoAnswer<DemoMailbox>;
}

/** The demo's contact book (the template's `contact/list` and `contact/modify`). */
export interface DemoContactPort {
  contacts(): DemoAnswer<DemoContact[]>;
  /** Replaces the contact with its id, or adds it; answers the whole book. */
  modify(contact: DemoContact): DemoAnswer<DemoContact[]>;
}

/** The demo's customer lists (the template's `customer/*` calls), read only. */
export interface DemoCustomerPort {
  customers(): DemoAnswer<DemoCustomer[]>;
  orders(): DemoAnswer<DemoOrder[]>;
  products(): DemoAnswer<DemoCustomerProduct[]>;
  reviews(): DemoAnswer<DemoProductReview[]>;
}

/** The demo calendar: its events, each call answering them all. */
export interface DemoCalendarPort {
  events(): DemoAnswer<DemoCalendarEvent[]>;
  /** 400 with the first problem's name (`TitleRequired`, `EndBeforeStart`, `BadTime`) when refused. */
  addEvent(event: NewDemoEvent): DemoAnswer<DemoCalendarEvent[]>;
  updateEvent(id: string, update: Partial<NewDemoEvent>): DemoAnswer<DemoCalendarEvent[]>;
  removeEvent(id: string): DemoAnswer<DemoCalendarEvent[]>;
}

export interface DemoRegistration {
  readonly username: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

export interface DemoAccountUser {
  readonly id: string;
  readonly username: string;
}

/**
 * The template's demo account: it never touches the real staff login. `login` answers after about
 * 500 ms with nothing; `register` after about 500 ms with the accounts, or 400 'Enter Your Username
 * & Password' / 'Enter Your Name'; `me` 401 'Token Missing' without a token and 'Invalid Token' for
 * one naming nobody.
 */
export interface DemoAccountPort {
  login(): DemoAnswer<null>;
  register(registration: DemoRegistration): DemoAnswer<DemoAccountUser[]>;
  me(authorization: string | null): DemoAnswer<DemoAccountUser>;
}

export interface DemoChatMessage {
  readonly id: string;
  /** The person the conversation is with. */
  readonly userId: string;
  /** Whether the demo user wrote it (else the other person did). */
  readonly mine: boolean;
  readonly text: string;
  readonly time: string;
}

export interface DemoChatUser {
  readonly id: string;
  readonly name: string;
  readonly avatar: string;
  readonly online: boolean;
}

/** The template's chat (its `getChats` call), in memory: not the staff chat of `/app/chat`. */
export interface DemoChatPort {
  users(): DemoAnswer<DemoChatUser[]>;
  /** The conversation with one user, oldest first. */
  chats(userId: string): DemoAnswer<DemoChatMessage[]>;
  /** Adds the demo user's message; a blank one is not sent. */
  send(userId: string, text: string): DemoAnswer<DemoChatMessage[]>;
}

/** Every demo port, as the demo group's pages take them. */
export interface DemoPorts {
  readonly social: DemoSocialPort;
  readonly lists: DemoListsPort;
  readonly shop: DemoShopPort;
  readonly kanban: DemoKanbanPort;
  readonly mail: DemoMailPort;
  readonly contact: DemoContactPort;
  readonly customer: DemoCustomerPort;
  readonly calendar: DemoCalendarPort;
  readonly account: DemoAccountPort;
  readonly chat: DemoChatPort;
}
