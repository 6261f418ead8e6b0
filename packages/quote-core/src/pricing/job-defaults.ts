import type { CartonJob } from './carton'
import type { LabelJob } from './label'

type Required<J, K extends keyof J> = Pick<J, K> & Partial<Omit<J, K>>

/** The label fields a customer must choose; every other field has a spec default. */
export type LabelJobInput = Required<
  LabelJob,
  'widthIn' | 'lengthIn' | 'material' | 'laminate' | 'designQuantities'
>

/** The carton fields a customer must choose; every other field has a spec default. */
export type CartonJobInput = Required<
  CartonJob,
  'lengthIn' | 'widthIn' | 'depthIn' | 'style' | 'board' | 'laminate' | 'designQuantities'
>

/**
 * Completes a label job with the defaults of docs/pricing-model.md §3.1: rectangle, CMYK, no options,
 * paper backing, 3 in core, default roll limit (8 in), library die.
 */
export const makeLabelJob = (input: LabelJobInput): LabelJob => ({
  shape: 'rectangle',
  colourMode: 'cmyk',
  highOpacityWhite: false,
  highOpacityBlack: false,
  reversePrint: false,
  embossing: false,
  variableData: false,
  pantoneQty: 0,
  petBacking: false,
  core: 3,
  rollLimit: { kind: 'default' },
  newDie: false,
  ...input,
})

/** Completes a carton job with the defaults of §5.1: printed one side, no options, library die. */
export const makeCartonJob = (input: CartonJobInput): CartonJob => ({
  duplex: false,
  embossing: false,
  variableData: false,
  pantoneQty: 0,
  blank: false,
  coating: false,
  newDie: false,
  ...input,
})
