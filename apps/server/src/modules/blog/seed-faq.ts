import type { StartupPost } from './startup-post';

/**
 * The four technology questions the Blogs page began with (docs/product.md#screens), in both languages:
 * start-up posts an admin may edit like any other.
 */
export const FAQ_POSTS: readonly StartupPost[] = [
  {
    id: 'faq-sql-vs-nosql-en',
    slug: 'sql-vs-nosql',
    language: 'en',
    title: 'What is the difference between SQL and NoSQL databases?',
    publishedAt: '2026-09-01T06:00:00Z',
    body: 'A SQL (relational) database keeps data in tables of rows and columns with a schema declared up front: every bike row has the same columns, every column has a type, and the database refuses a row that does not fit. Tables are linked by keys, and one query language, SQL, joins them, filters them and aggregates them. PostgreSQL, MySQL and SQLite are relational databases.\n\nA NoSQL database is any store that does not use that table model. Document stores such as MongoDB keep JSON-like documents whose shape can differ from one document to the next; key-value stores such as Redis map a key to a value; wide-column stores such as Cassandra and graph databases such as Neo4j make other trade-offs. What they share is a flexible or no schema and, usually, a design that spreads data over many machines easily.\n\nThe practical difference is where the rules live. A relational database enforces them itself: foreign keys stop an order from pointing at a bike that does not exist, unique indexes stop a bike from being booked twice, and transactions make several changes succeed or fail together. With most document stores the application has to enforce these rules, in exchange for a schema that can change without migrations and for documents that can be read in one go without joins.\n\nNeither is better in general. Data with many relations and rules that must always hold — money, bookings, stock — fits SQL well; data that is naturally one self-contained document, or that arrives at a volume one machine cannot write, often fits NoSQL. Best Bikes keeps its bikes, bookings and payments in PostgreSQL because a bike must never be sold twice.',
  },
  {
    id: 'faq-jwt-en',
    slug: 'jwt',
    language: 'en',
    title: 'What is JWT and how does it work?',
    publishedAt: '2026-09-08T06:00:00Z',
    body: 'A JSON Web Token (JWT) is a compact, URL-safe way of passing a set of claims — who the user is, when the token expires — between two parties. It is three Base64URL-encoded parts joined by dots: a header naming the signing algorithm, a payload with the claims (for example sub, the user id, and exp, the expiry time), and a signature.\n\nThe signature is what makes it trustworthy. The server computes it over the header and payload with a secret key (HMAC, as in HS256) or a private key (RSA or ECDSA, as in RS256 or ES256). Anyone can decode and read the payload — it is encoded, not encrypted — but nobody without the key can change a claim without the signature check failing.\n\nIn a typical flow the user signs in with a password, the server checks it and answers with a token. The browser stores the token and sends it with every request in the Authorization header as `Bearer <token>`. The server verifies the signature and the expiry on each request and, if both are fine, trusts the claims without looking anything up: this is why JWTs suit APIs spread over several servers.\n\nThat strength is also the weakness: a token stays valid until it expires, even after the user signs out or is blocked. Good practice is to keep access tokens short-lived, never put secrets in the payload, always pin the expected algorithm when verifying, and keep the token out of reach of injected scripts where possible — or to use server-side sessions, which can be revoked at once, when that matters more than statelessness.',
  },
  {
    id: 'faq-javascript-vs-nodejs-en',
    slug: 'javascript-vs-nodejs',
    language: 'en',
    title: 'What is the difference between JavaScript and Node.js?',
    publishedAt: '2026-09-15T06:00:00Z',
    body: "JavaScript is a programming language. Its core — syntax, types, objects, functions, promises — is defined by the ECMAScript standard, and on its own it has no way to read a file, open a network connection or draw on a screen. Those abilities come from the environment the language runs in.\n\nNode.js is one such environment: a runtime that runs JavaScript outside the browser. It combines Google's V8 engine (the same engine as in Chrome) with libuv, a C library for asynchronous input and output, and adds its own modules for the file system, networking, processes, streams and cryptography. With Node.js, JavaScript can be used for web servers, command-line tools and build systems.\n\nThe browser is a different environment for the same language. It provides the DOM, window, fetch, localStorage and other Web APIs, but forbids direct access to files or raw sockets for the user's safety. Node.js has no DOM and no window, but has process, fs, http and the npm ecosystem of packages. Code that sticks to the language itself runs in both places.\n\nSo the comparison is a language versus a place to run it: JavaScript is what you write, Node.js is one of the programs that runs it. This shop uses both — JavaScript (as TypeScript) in the browser for the pages you see, and on Node.js for the server that answers them.",
  },
  {
    id: 'faq-nodejs-concurrency-en',
    slug: 'nodejs-concurrency',
    language: 'en',
    title: 'How does Node.js handle many requests at the same time?',
    publishedAt: '2026-09-22T06:00:00Z',
    body: "Node.js runs your JavaScript on a single thread, yet one process can serve thousands of clients at once. The trick is that it almost never waits. Web servers spend most of their time waiting for a database, a disk or another service; instead of blocking a thread per request during that wait, Node.js starts the operation, registers a callback (or a promise), and moves on to the next piece of work.\n\nThis is organised by the event loop. Network operations are handed to the operating system's own non-blocking mechanisms (epoll on Linux, kqueue on macOS, IOCP on Windows), while work the OS cannot do asynchronously — file access, DNS lookups, some cryptography and compression — goes to a small thread pool managed by libuv. When an operation completes, its callback is queued, and the event loop runs queued callbacks one after another on the main thread.\n\nBecause only one callback runs at a time, code needs no locks for shared memory, and a waiting request costs only a little memory rather than a whole thread. The flip side is that a long calculation on the main thread blocks every other request. Heavy CPU work belongs in worker threads or another service, and large jobs are split into smaller asynchronous steps.\n\nTo use every CPU core, several Node.js processes are run side by side — with the cluster module, a process manager, or containers behind a load balancer — each with its own event loop. Keeping the processes stateless, with sessions and data in a shared database, lets the same application grow from one process on a laptop to many on several machines.",
  },
  {
    id: 'faq-sql-vs-nosql-bn',
    slug: 'sql-vs-nosql',
    language: 'bn',
    title: 'SQL আর NoSQL ডেটাবেসের মধ্যে পার্থক্য কী?',
    publishedAt: '2026-09-01T06:00:00Z',
    body: 'SQL (relational) ডেটাবেস ডেটা রাখে সারি আর কলামের টেবিলে, আর তার schema আগে থেকেই ঘোষণা করা থাকে: প্রতিটি বাইকের সারিতে একই কলাম থাকে, প্রতিটি কলামের একটি নির্দিষ্ট type থাকে, আর যে সারি এই কাঠামোর সঙ্গে মেলে না, ডেটাবেস তা গ্রহণ করে না। টেবিলগুলো key দিয়ে একে অপরের সঙ্গে যুক্ত থাকে, আর একটিমাত্র query ভাষা — SQL — দিয়ে সেগুলো join, filter ও aggregate করা যায়। PostgreSQL, MySQL ও SQLite হলো relational ডেটাবেস।\n\nNoSQL ডেটাবেস বলতে বোঝায় এমন যেকোনো store, যা এই টেবিল মডেল ব্যবহার করে না। MongoDB-র মতো document store JSON-এর মতো document রাখে, যেগুলোর গঠন একটি থেকে আরেকটিতে আলাদা হতে পারে; Redis-এর মতো key-value store একটি key-কে একটি value-র সঙ্গে মিলিয়ে রাখে; Cassandra-র মতো wide-column store আর Neo4j-এর মতো graph ডেটাবেস অন্য ধরনের আপস বেছে নেয়। এদের মিল হলো নমনীয় schema, কিংবা schema না থাকা, আর সাধারণত এমন নকশা, যাতে ডেটা সহজেই অনেকগুলো মেশিনে ছড়িয়ে রাখা যায়।\n\nব্যবহারিক পার্থক্যটা হলো নিয়মগুলো কোথায় থাকে। Relational ডেটাবেস নিজেই নিয়ম মানতে বাধ্য করে: foreign key কোনো অর্ডারকে অস্তিত্বহীন বাইকের দিকে নির্দেশ করতে দেয় না, unique index একই বাইক দুবার বুক হওয়া ঠেকায়, আর transaction কয়েকটি পরিবর্তনকে একসঙ্গে সফল বা একসঙ্গে ব্যর্থ করে। বেশির ভাগ document store-এ এই নিয়মগুলো অ্যাপ্লিকেশনকেই নিশ্চিত করতে হয়; বিনিময়ে পাওয়া যায় migration ছাড়াই বদলানো যায় এমন schema, আর join ছাড়াই একবারে পড়া যায় এমন document।\n\nসাধারণভাবে কোনোটিই অন্যটির চেয়ে ভালো নয়। যে ডেটায় অনেক সম্পর্ক আছে আর যেখানে নিয়মগুলো সবসময় মানতেই হবে — টাকা, বুকিং, স্টক — সেখানে SQL ভালো মানায়; যে ডেটা স্বভাবতই একটি স্বয়ংসম্পূর্ণ document, কিংবা যা এত বেশি পরিমাণে আসে যে একটি মেশিন লিখে কুলাতে পারে না, সেখানে প্রায়ই NoSQL ভালো মানায়। Best Bikes তার বাইক, বুকিং ও পেমেন্ট PostgreSQL-এ রাখে, কারণ একটি বাইক কখনোই দুবার বিক্রি হওয়া চলবে না।',
  },
  {
    id: 'faq-jwt-bn',
    slug: 'jwt',
    language: 'bn',
    title: 'JWT কী এবং এটি কীভাবে কাজ করে?',
    publishedAt: '2026-09-08T06:00:00Z',
    body: 'JSON Web Token (JWT) হলো দুই পক্ষের মধ্যে কিছু claim — ব্যবহারকারী কে, টোকেনের মেয়াদ কখন শেষ — আদান-প্রদানের একটি ছোট, URL-এ নিরাপদে ব্যবহারযোগ্য উপায়। এটি বিন্দু দিয়ে জোড়া তিনটি Base64URL-encoded অংশ: একটি header, যাতে signing algorithm-এর নাম থাকে; একটি payload, যাতে claim-গুলো থাকে (যেমন sub, অর্থাৎ ব্যবহারকারীর id, আর exp, অর্থাৎ মেয়াদ শেষের সময়); আর একটি signature।\n\nটোকেনকে বিশ্বাসযোগ্য করে তোলে এই signature। সার্ভার header ও payload-এর ওপর একটি secret key (HMAC, যেমন HS256) বা একটি private key (RSA বা ECDSA, যেমন RS256 বা ES256) দিয়ে এটি হিসাব করে। যে কেউ payload decode করে পড়তে পারে — এটি encode করা, encrypt করা নয় — কিন্তু key ছাড়া কেউ কোনো claim বদলালে signature যাচাইয়ে তা ধরা পড়ে যায়।\n\nসাধারণ প্রবাহে ব্যবহারকারী পাসওয়ার্ড দিয়ে সাইন ইন করেন, সার্ভার তা যাচাই করে একটি টোকেন পাঠায়। ব্রাউজার টোকেনটি রেখে দেয় এবং প্রতিটি request-এর সঙ্গে Authorization header-এ `Bearer <token>` হিসেবে পাঠায়। সার্ভার প্রতিটি request-এ signature ও মেয়াদ যাচাই করে, আর দুটোই ঠিক থাকলে কোথাও কিছু না খুঁজেই claim-গুলোর ওপর আস্থা রাখে: এ কারণেই কয়েকটি সার্ভারে ছড়ানো API-র জন্য JWT উপযোগী।\n\nএই শক্তিই আবার এর দুর্বলতা: মেয়াদ শেষ না হওয়া পর্যন্ত টোকেন বৈধ থাকে, ব্যবহারকারী সাইন আউট করলে বা ব্লক হলেও। ভালো অভ্যাস হলো access token-এর মেয়াদ কম রাখা, payload-এ কখনো গোপন তথ্য না রাখা, যাচাইয়ের সময় প্রত্যাশিত algorithm সবসময় নির্দিষ্ট করে দেওয়া, আর যতটা সম্ভব টোকেনকে inject করা script-এর নাগালের বাইরে রাখা — অথবা stateless থাকার চেয়ে সঙ্গে সঙ্গে বাতিল করতে পারা যখন বেশি জরুরি, তখন server-side session ব্যবহার করা, যা মুহূর্তেই বাতিল করা যায়।',
  },
  {
    id: 'faq-javascript-vs-nodejs-bn',
    slug: 'javascript-vs-nodejs',
    language: 'bn',
    title: 'JavaScript আর Node.js-এর মধ্যে পার্থক্য কী?',
    publishedAt: '2026-09-15T06:00:00Z',
    body: 'JavaScript একটি প্রোগ্রামিং ভাষা। এর মূল অংশ — syntax, type, object, function, promise — ECMAScript standard-এ সংজ্ঞায়িত, আর শুধু ভাষাটি দিয়ে ফাইল পড়া, নেটওয়ার্ক সংযোগ খোলা বা স্ক্রিনে কিছু আঁকার কোনো উপায় নেই। এই ক্ষমতাগুলো আসে ভাষাটি যে পরিবেশে চলে, সেখান থেকে।\n\nNode.js এমনই একটি পরিবেশ: একটি runtime, যা ব্রাউজারের বাইরে JavaScript চালায়। এটি Google-এর V8 engine (Chrome-এও এই একই engine) আর asynchronous input-output-এর জন্য C ভাষায় লেখা লাইব্রেরি libuv-কে একসঙ্গে জুড়ে দেয়, এবং file system, networking, process, stream ও cryptography-র জন্য নিজস্ব module যোগ করে। Node.js দিয়ে JavaScript-এ web server, command-line tool আর build system তৈরি করা যায়।\n\nএকই ভাষার জন্য ব্রাউজার আরেকটি আলাদা পরিবেশ। এটি DOM, window, fetch, localStorage ও অন্যান্য Web API দেয়, কিন্তু ব্যবহারকারীর নিরাপত্তার জন্য সরাসরি ফাইল বা raw socket ব্যবহার করতে দেয় না। Node.js-এ DOM বা window নেই, কিন্তু আছে process, fs, http আর npm-এর বিশাল package-ভান্ডার। যে কোড শুধু ভাষাটির নিজস্ব অংশ ব্যবহার করে, তা দুই জায়গাতেই চলে।\n\nতাই তুলনাটা আসলে একটি ভাষা আর সেটি চালানোর একটি জায়গার মধ্যে: JavaScript হলো যা আপনি লেখেন, আর Node.js হলো সেটি চালানোর প্রোগ্রামগুলোর একটি। এই দোকান দুটোই ব্যবহার করে — আপনি যে পেজগুলো দেখেন, সেগুলোর জন্য ব্রাউজারে JavaScript (TypeScript হিসেবে), আর সেই পেজগুলোর উত্তর দেয় যে সার্ভার, তার জন্য Node.js।',
  },
  {
    id: 'faq-nodejs-concurrency-bn',
    slug: 'nodejs-concurrency',
    language: 'bn',
    title: 'Node.js কীভাবে একই সময়ে অনেক request সামলায়?',
    publishedAt: '2026-09-22T06:00:00Z',
    body: 'Node.js আপনার JavaScript একটিমাত্র thread-এ চালায়, তবু একটি process একসঙ্গে হাজার হাজার client-কে সেবা দিতে পারে। কৌশলটা হলো, এটি প্রায় কখনোই বসে অপেক্ষা করে না। Web server-এর বেশির ভাগ সময় কাটে ডেটাবেস, ডিস্ক বা অন্য কোনো সার্ভিসের উত্তরের অপেক্ষায়; সেই অপেক্ষার সময় প্রতিটি request-এর জন্য একটি করে thread আটকে না রেখে Node.js কাজটি শুরু করে দেয়, একটি callback (বা promise) নিবন্ধন করে, তারপর পরের কাজে চলে যায়।\n\nএই পুরো ব্যবস্থাটা সাজায় event loop। নেটওয়ার্কের কাজগুলো তুলে দেওয়া হয় operating system-এর নিজস্ব non-blocking ব্যবস্থার হাতে (Linux-এ epoll, macOS-এ kqueue, Windows-এ IOCP), আর যে কাজ OS asynchronous-ভাবে করতে পারে না — ফাইল পড়া-লেখা, DNS lookup, কিছু cryptography ও compression — সেগুলো যায় libuv-এর চালানো একটি ছোট thread pool-এ। কোনো কাজ শেষ হলে তার callback একটি queue-তে ওঠে, আর event loop সেই callback-গুলো main thread-এ একটির পর একটি চালায়।\n\nযেহেতু একবারে কেবল একটি callback চলে, তাই shared memory-র জন্য কোডে কোনো lock লাগে না, আর অপেক্ষমাণ একটি request-এর খরচ পুরো একটি thread নয়, সামান্য কিছু memory মাত্র। উল্টো দিকটা হলো, main thread-এ দীর্ঘ কোনো হিসাব চললে বাকি সব request আটকে যায়। ভারী CPU-র কাজ তাই worker thread বা আলাদা সার্ভিসে পাঠানো উচিত, আর বড় কাজকে ছোট ছোট asynchronous ধাপে ভাগ করে নেওয়া উচিত।\n\nCPU-র প্রতিটি core কাজে লাগাতে পাশাপাশি কয়েকটি Node.js process চালানো হয় — cluster module, কোনো process manager, কিংবা load balancer-এর পেছনে container দিয়ে — আর প্রতিটির থাকে নিজস্ব event loop। Process-গুলোকে stateless রাখলে, অর্থাৎ session ও ডেটা একটি shared ডেটাবেসে রাখলে, একই অ্যাপ্লিকেশন ল্যাপটপের একটি process থেকে বেড়ে কয়েকটি মেশিনের অনেকগুলো process পর্যন্ত যেতে পারে।',
  },
];
