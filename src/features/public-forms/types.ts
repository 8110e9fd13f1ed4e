import type { PublicFormAttributes } from '../../../common/schemas/forms';

export type PublicForm = PublicFormAttributes & { id: string; type: string };
