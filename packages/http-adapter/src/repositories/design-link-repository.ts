import { and, eq, inArray, or } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { designs, designsOrders } from '../db/schema'

type Member = { id: number; linkedDesignId: number | null; printSequence: number | null }

/** A set: a linked pair (slot 1 and 2) or a single design. Its id is its slot-1 design's id. */
type SetSlots = { 1?: number; 2?: number }

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

  const setId = (m: Member): number =>
    m.linkedDesignId !== null && m.printSequence === 2 ? m.linkedDesignId : m.id

  const slotsOf = async (m: Member): Promise<SetSlots> => {
    if (m.linkedDesignId === null) return { 1: m.id }
    return m.printSequence === 2
      ? { 1: m.linkedDesignId, 2: m.id }
      : { 1: m.id, 2: m.linkedDesignId }
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

    /** Swaps the print sequence of a design and its partner (outside ↔ inside, front ↔ back). */
    async swap(m: Member): Promise<boolean> {
      if (m.linkedDesignId === null || (m.printSequence !== 1 && m.printSequence !== 2))
        return false
      const other = m.printSequence === 1 ? 2 : 1
      await pair(m.id, m.linkedDesignId, other, m.printSequence)
      return true
    },

    /**
     * Moves a design from its set into a slot of another set; the slot's occupant, if any,
     * takes the moved design's old place. Answers an error sentence when the move is invalid.
     */
    async reorganize(
      moved: Member,
      sourceSetId: number,
      target: Member,
      slot: 1 | 2,
    ): Promise<string | null> {
      if (setId(moved) !== sourceSetId) return 'The design is not in the source set.'
      const source = await slotsOf(moved)
      const sameSet = setId(target) === sourceSetId
      const dest = sameSet ? source : await slotsOf(target)
      const from: 1 | 2 = source[1] === moved.id ? 1 : 2
      const occupant = dest[slot]
      if (occupant === moved.id) return null
      delete source[from]
      if (occupant !== undefined) source[from] = occupant
      dest[slot] = moved.id
      const ids = [...Object.values(source), ...Object.values(dest)]
      await unlink(ids)
      await write(source)
      if (!sameSet) await write(dest)
      return null
    },
  }
}

export type DesignLinkRepository = ReturnType<typeof createDesignLinkRepository>
