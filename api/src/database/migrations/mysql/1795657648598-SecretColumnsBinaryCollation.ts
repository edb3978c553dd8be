// Secrets and keys compared byte for byte, as on SQLite (SecretColumn in database/columns.ts):
// with utf8mb4_unicode_ci a status link or Idempotency-Key in other letter case found the row.
// Hand-written: TypeORM does not compare collations when it generates migrations.
import { MigrationInterface, QueryRunner } from "typeorm";

export class SecretColumnsBinaryCollation1795657648598 implements MigrationInterface {
    name = 'SecretColumnsBinaryCollation1795657648598'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`customer_order\`
            MODIFY \`uid\` varchar(32) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`customer_order\`
            MODIFY \`hash\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`customer_order\`
            MODIFY \`paymentReference\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`idempotency_record\`
            MODIFY \`key\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`device\`
            MODIFY \`secret\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`session\`
            MODIFY \`id\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`session\`
            MODIFY \`csrfToken\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`login_token\`
            MODIFY \`tokenHash\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`user\`
            MODIFY \`timeTrackingToken\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`upload\`
            MODIFY \`publicHash\` varchar(32) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`test_payment\`
            MODIFY \`reference\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`upload\`
            MODIFY \`tokenHash\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`upload\`
            MODIFY \`tokenHash\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`test_payment\`
            MODIFY \`reference\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`upload\`
            MODIFY \`publicHash\` varchar(32) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`user\`
            MODIFY \`timeTrackingToken\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`login_token\`
            MODIFY \`tokenHash\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`session\`
            MODIFY \`csrfToken\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`session\`
            MODIFY \`id\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`device\`
            MODIFY \`secret\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`idempotency_record\`
            MODIFY \`key\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`customer_order\`
            MODIFY \`paymentReference\` varchar(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`customer_order\`
            MODIFY \`hash\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT ''
        `);
        await queryRunner.query(`
            ALTER TABLE \`customer_order\`
            MODIFY \`uid\` varchar(32) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT ''
        `);
    }

}
