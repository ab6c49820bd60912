/** The four technology FAQ articles of the Blogs page (docs/product.md#screens), written for this shop. */
export interface Article {
  id: string;
  question: string;
  paragraphs: string[];
}

export const ARTICLES: readonly Article[] = [
  {
    id: 'sql-vs-nosql',
    question: 'What is the difference between SQL and NoSQL databases?',
    paragraphs: [
      'A SQL (relational) database keeps data in tables of rows and columns with a schema declared up front: every bike row has the same columns, every column has a type, and the database refuses a row that does not fit. Tables are linked by keys, and one query language, SQL, joins them, filters them and aggregates them. PostgreSQL, MySQL and SQLite are relational databases.',
      'A NoSQL database is any store that does not use that table model. Document stores such as MongoDB keep JSON-like documents whose shape can differ from one document to the next; key-value stores such as Redis map a key to a value; wide-column stores such as Cassandra and graph databases such as Neo4j make other trade-offs. What they share is a flexible or no schema and, usually, a design that spreads data over many machines easily.',
      'The practical difference is where the rules live. A relational database enforces them itself: foreign keys stop an order from pointing at a bike that does not exist, unique indexes stop a bike from being booked twice, and transactions make several changes succeed or fail together. With most document stores the application has to enforce these rules, in exchange for a schema that can change without migrations and for documents that can be read in one go without joins.',
      'Neither is better in general. Data with many relations and rules that must always hold — money, bookings, stock — fits SQL well; data that is naturally one self-contained document, or that arrives at a volume one machine cannot write, often fits NoSQL. Best Bikes keeps its bikes, bookings and payments in PostgreSQL because a bike must never be sold twice.',
    ],
  },
  {
    id: 'jwt',
    question: 'What is JWT and how does it work?',
    paragraphs: [
      'A JSON Web Token (JWT) is a compact, URL-safe way of passing a set of claims — who the user is, when the token expires — between two parties. It is three Base64URL-encoded parts joined by dots: a header naming the signing algorithm, a payload with the claims (for example sub, the user id, and exp, the expiry time), and a signature.',
      'The signature is what makes it trustworthy. The server computes it over the header and payload with a secret key (HMAC, as in HS256) or a private key (RSA or ECDSA, as in RS256 or ES256). Anyone can decode and read the payload — it is encoded, not encrypted — but nobody without the key can change a claim without the signature check failing.',
      'In a typical flow the user signs in with a password, the server checks it and answers with a token. The browser stores the token and sends it with every request in the Authorization header as "Bearer <token>". The server verifies the signature and the expiry on each request and, if both are fine, trusts the claims without looking anything up: this is why JWTs suit APIs spread over several servers.',
      'That strength is also the weakness: a token stays valid until it expires, even after the user signs out or is blocked. Good practice is to keep access tokens short-lived, never put secrets in the payload, always pin the expected algorithm when verifying, and keep the token out of reach of injected scripts where possible — or to use server-side sessions, which can be revoked at once, when that matters more than statelessness.',
    ],
  },
  {
    id: 'javascript-vs-nodejs',
    question: 'What is the difference between JavaScript and Node.js?',
    paragraphs: [
      'JavaScript is a programming language. Its core — syntax, types, objects, functions, promises — is defined by the ECMAScript standard, and on its own it has no way to read a file, open a network connection or draw on a screen. Those abilities come from the environment the language runs in.',
      "Node.js is one such environment: a runtime that runs JavaScript outside the browser. It combines Google's V8 engine (the same engine as in Chrome) with libuv, a C library for asynchronous input and output, and adds its own modules for the file system, networking, processes, streams and cryptography. With Node.js, JavaScript can be used for web servers, command-line tools and build systems.",
      "The browser is a different environment for the same language. It provides the DOM, window, fetch, localStorage and other Web APIs, but forbids direct access to files or raw sockets for the user's safety. Node.js has no DOM and no window, but has process, fs, http and the npm ecosystem of packages. Code that sticks to the language itself runs in both places.",
      'So the comparison is a language versus a place to run it: JavaScript is what you write, Node.js is one of the programs that runs it. This shop uses both — JavaScript (as TypeScript) in the browser for the pages you see, and on Node.js for the server that answers them.',
    ],
  },
  {
    id: 'nodejs-concurrency',
    question: 'How does Node.js handle many requests at the same time?',
    paragraphs: [
      'Node.js runs your JavaScript on a single thread, yet one process can serve thousands of clients at once. The trick is that it almost never waits. Web servers spend most of their time waiting for a database, a disk or another service; instead of blocking a thread per request during that wait, Node.js starts the operation, registers a callback (or a promise), and moves on to the next piece of work.',
      "This is organised by the event loop. Network operations are handed to the operating system's own non-blocking mechanisms (epoll on Linux, kqueue on macOS, IOCP on Windows), while work the OS cannot do asynchronously — file access, DNS lookups, some cryptography and compression — goes to a small thread pool managed by libuv. When an operation completes, its callback is queued, and the event loop runs queued callbacks one after another on the main thread.",
      'Because only one callback runs at a time, code needs no locks for shared memory, and a waiting request costs only a little memory rather than a whole thread. The flip side is that a long calculation on the main thread blocks every other request. Heavy CPU work belongs in worker threads or another service, and large jobs are split into smaller asynchronous steps.',
      'To use every CPU core, several Node.js processes are run side by side — with the cluster module, a process manager, or containers behind a load balancer — each with its own event loop. Keeping the processes stateless, with sessions and data in a shared database, lets the same application grow from one process on a laptop to many on several machines.',
    ],
  },
];
