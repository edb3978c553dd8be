import { MigrationInterface, QueryRunner } from "typeorm";
import { readPlainLinkTokens, writeLinkTokenHashes } from "../time-tracking-token-hashes.js";

export class TimeTrackingTokenHash1795713812043 implements MigrationInterface {
    name = 'TimeTrackingTokenHash1795713812043'

    public async up(queryRunner: QueryRunner): Promise<void> {
        // Existing links keep working: their tokens are hashed into the new column.
        const tokens = await readPlainLinkTokens(queryRunner, '`user`');
        await queryRunner.query(`
            ALTER TABLE \`user\` DROP COLUMN \`timeTrackingToken\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`user\`
            ADD \`timeTrackingTokenHash\` varchar(64) COLLATE "utf8mb4_bin" NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`user\`
            ADD \`timeTrackingLinkCreatedAt\` datetime(6) NULL
        `);
        await writeLinkTokenHashes(queryRunner, '`user`', tokens);
    }

    // A hash cannot be turned back into a token: after going down every link must be renewed.
    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`user\` DROP COLUMN \`timeTrackingLinkCreatedAt\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`user\` DROP COLUMN \`timeTrackingTokenHash\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`user\`
            ADD \`timeTrackingToken\` varchar(64) COLLATE "utf8mb4_bin" NOT NULL DEFAULT ''
        `);
    }

}
