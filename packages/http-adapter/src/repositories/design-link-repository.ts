import { planReorganize, swapSequences, type DesignLink, type SetSlots } from '@diecut/quote-core'
import { and, eq, inArray, or } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { designs, designsOrders } from '../db/schema'

type Member = DesignLink

/**
 * Links between designs: duplex and front/back pairs (print sequence 1 and 2). A design's
 * set is identified by the id of the pair's print-sequence-1 design, or its own id when alone.
 */
export const createDesignLinkRepository = (db: Executor) => {
  const member = async (id: number, userId: string): Promise<Member | null> => {
    const [row] = await db
      .select({
        id: designs.id,
        linkedDesignId: designs.linkedDesignId,
        printSequence: designs.printSequence,
      })
      .from(designs)
      .where(and(eq(designs.id, id), eq(designs.userId, userId)))
    return row ?? null
  }

  const unlink = async (ids: readonly number[]) => {
    if (ids.length === 0) return
    await db
      .update(designs)
      .set({ isLinked: false, linkedDesignId: null, printSequence: null })
      .where(inArray(designs.id, [...ids]))
  }

  const write = async (slots: SetSlots) => {
    const a = slots[1] ?? slots[2]
    const b = slots[1] === undefined ? undefined : slots[2]
    if (a !== undefined && b !== undefined) await pair(a, b, 1, 2)
    else if (a !== undefined) await unlink([a])
  }

  const pair = async (a: number, b: number, seqA: 1 | 2, seqB: 1 | 2) => {
    await db
      .update(designs)
      .set({ isLinked: true, linkedDesignId: b, printSequence: seqA })
      .where(eq(designs.id, a))
    await db
      .update(designs)
      .set({ isLinked: true, linkedDesignId: a, printSequence: seqB })
      .where(eq(designs.id, b))
  }

  return {
    member,

    /** Pairs two designs; their former partners become single. */
    async link(a: Member, b: Member, seqA: 1 | 2, seqB: 1 | 2): Promise<void> {
      await unlink([a.linkedDesignId, b.linkedDesignId].filter((x): x is number => x !== null))
      await pair(a.id, b.id, seqA, seqB)
    },

    /** Unlinks every design used by the order's lines. */
    async clearOrderLinks(orderId: number): Promise<void> {
      const rows = await db
        .select({ id: designsOrders.designId })
        .from(designsOrders)
        .where(eq(designsOrders.orderId, orderId))
      const ids = rows.map((r) => r.id)
      if (ids.length === 0) return
      await db
        .update(designs)
        .set({ isLinked: false, linkedDesignId: null, printSequence: null })
        .where(or(inArray(designs.id, ids), inArray(designs.linkedDesignId, ids)))
    },

    /** Swaps the print sequence of a design and its partner (quote-core's swapSequences). */
    async swap(m: Member): Promise<boolean> {
      const swap = swapSequences(m)
      if (swap === null) return false
      await pair(swap.id, swap.partnerId, swap.seq, swap.partnerSeq)
      return true
    },

    /**
     * Moves a design into a slot of a set as quote-core's planReorganize decides; answers the
     * refusal when the move is invalid.
     */
    async reorganize(
      moved: Member,
      sourceSetId: number,
      target: Member,
      slot: 1 | 2,
    ): Promise<{ readonly message: string } | null> {
      const plan = planReorganize(moved, sourceSetId, target, slot)
      if (plan._tag === 'NotInSourceSet') return plan
      if (plan._tag === 'Unchanged') return null
      await unlink(plan.unlink)
      for (const set of plan.sets) await write(set)
      return null
    },
  }
}

export type DesignLinkRepository = ReturnType<typeof createDesignLinkRepository>
