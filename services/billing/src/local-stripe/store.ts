import { Prisma } from '../generated/prisma/client.js';
import { BILLING_SCHEMA, type Db } from '../db/client.js';

/** The stand-in's object kinds, as Stripe names them in `object`. */
export type ObjectType =
  'customer' | 'checkout.session' | 'subscription' | 'billing_portal.session' | 'invoice' | 'invoiceitem';

const TABLE = Prisma.raw(`"${BILLING_SCHEMA}"."local_stripe_objects"`);

/** Stripe-shaped JSON objects in local_stripe_objects, one row per object. */
export function createStore(db: Db) {
  const toJson = (data: object) => data as unknown as Prisma.InputJsonValue;

  return {
    async get<T>(type: ObjectType, id: string): Promise<T | null> {
      const row = await db.localStripeObject.findUnique({ where: { id } });
      return row && row.type === type ? (row.data as unknown as T) : null;
    },

    async create<T extends { id: string }>(type: ObjectType, data: T): Promise<T> {
      await db.localStripeObject.create({ data: { id: data.id, type, data: toJson(data) } });
      return data;
    },

    /**
     * Changes one object under a row lock, so concurrent changes (a double-clicked Pay, a portal
     * click racing an API call) apply one after the other. `change` returns the new object, or
     * null to leave it as it is. Null when there is no such object.
     */
    async update<T>(
      type: ObjectType,
      id: string,
      change: (current: T) => T | null,
      /**
       * Objects created in the same transaction, only when `change` changed something (a function
       * is asked after `change`, for objects that depend on the change, e.g. its prorations).
       */
      alsoCreate:
        | Array<{ type: ObjectType; data: { id: string } }>
        | (() => Array<{ type: ObjectType; data: { id: string } }>) = [],
    ): Promise<{ before: T; after: T; changed: boolean } | null> {
      return db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM ${TABLE} WHERE id = ${id} FOR UPDATE`;
        const row = await tx.localStripeObject.findUnique({ where: { id } });
        if (!row || row.type !== type) return null;
        const before = row.data as unknown as T;
        // The callback gets its own copy, so `before` stays what was stored.
        const after = change(structuredClone(before));
        if (after === null) return { before, after: before, changed: false };
        await tx.localStripeObject.update({ where: { id }, data: { data: toJson(after as object) } });
        for (const o of typeof alsoCreate === 'function' ? alsoCreate() : alsoCreate) {
          await tx.localStripeObject.create({ data: { id: o.data.id, type: o.type, data: toJson(o.data) } });
        }
        return { before, after, changed: true };
      });
    },

    /** Objects of one type whose top-level `field` equals `value`, oldest first. */
    async listBy<T>(type: ObjectType, field: string, value: string): Promise<T[]> {
      const rows = await db.localStripeObject.findMany({
        where: { type, data: { path: [field], equals: value } },
        orderBy: { createdAt: 'asc' },
      });
      return rows.map((r) => r.data as unknown as T);
    },
  };
}

export type Store = ReturnType<typeof createStore>;
