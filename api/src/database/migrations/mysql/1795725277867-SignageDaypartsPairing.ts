import { MigrationInterface, QueryRunner } from "typeorm";

export class SignageDaypartsPairing1795725277867 implements MigrationInterface {
    name = 'SignageDaypartsPairing1795725277867'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`signage_pairing\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`code\` varchar(16) NOT NULL DEFAULT '',
                \`tokenHash\` varchar(64) COLLATE "utf8mb4_bin" NOT NULL DEFAULT '',
                \`expiresAt\` datetime(6) NOT NULL,
                \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`deviceId\` int NULL,
                INDEX \`IDX_2422415cd2fd5650302804089f\` (\`code\`),
                UNIQUE INDEX \`IDX_7eb4761a8744c2c7cba68c1c74\` (\`tokenHash\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_segment\`
            ADD \`daypart\` json NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_stream_segment\`
            ADD \`daypart\` json NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_device\`
            ADD \`reloadRequestedAt\` datetime(6) NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_device\`
            ADD \`currentSegmentId\` int NULL
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_device\`
            ADD CONSTRAINT \`FK_8544e4d9eec8b43a2e34e07feb5\` FOREIGN KEY (\`currentSegmentId\`) REFERENCES \`signage_segment\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_pairing\`
            ADD CONSTRAINT \`FK_d9e28f1d9f934348bf06808105e\` FOREIGN KEY (\`deviceId\`) REFERENCES \`signage_device\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`signage_pairing\` DROP FOREIGN KEY \`FK_d9e28f1d9f934348bf06808105e\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_device\` DROP FOREIGN KEY \`FK_8544e4d9eec8b43a2e34e07feb5\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_device\` DROP COLUMN \`currentSegmentId\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_device\` DROP COLUMN \`reloadRequestedAt\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_stream_segment\` DROP COLUMN \`daypart\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`signage_segment\` DROP COLUMN \`daypart\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_7eb4761a8744c2c7cba68c1c74\` ON \`signage_pairing\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_2422415cd2fd5650302804089f\` ON \`signage_pairing\`
        `);
        await queryRunner.query(`
            DROP TABLE \`signage_pairing\`
        `);
    }

}
