import { Type } from 'typebox';
import { Company, Course, EntityType, Job } from './entities.ts';

// Job first: a job also satisfies the smaller Course shape, and the serializer takes the first match.
export const Bookmark = Type.Object({
  id: Type.String(),
  entityType: EntityType,
  entityId: Type.String(),
  entity: Type.Union([Job, Company, Course]),
});

export const NewBookmark = Type.Object({
  entityId: Type.String({ format: 'uuid', title: 'entityId' }),
  entityType: EntityType,
});
