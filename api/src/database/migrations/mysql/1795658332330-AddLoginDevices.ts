import { MigrationInterface, QueryRunner } from "typeorm";

export class AddLoginDevices1795658332330 implements MigrationInterface {
    name = 'AddLoginDevices1795658332330'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE \`login_device\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`tokenHash\` varchar(64) COLLATE "utf8mb4_bin" NOT NULL DEFAULT '',
                \`createdAt\` datetime(6) NOT NULL,
                \`lastUsedAt\` datetime(6) NOT NULL,
                \`expiresAt\` datetime(6) NOT NULL,
                \`userId\` int NOT NULL,
                INDEX \`IDX_a92f417e893fd7309d266a6ded\` (\`userId\`),
                UNIQUE INDEX \`IDX_715c7f5ffd6156db7e1aa875ac\` (\`tokenHash\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
        await queryRunner.query(`
            ALTER TABLE \`login_attempt\`
            ADD \`deviceId\` int NULL
        `);
        await queryRunner.query(`
            CREATE INDEX \`IDX_8de49e07b8cb9148f333bc3baa\` ON \`login_attempt\` (\`deviceId\`, \`createdAt\`)
        `);
        await queryRunner.query(`
            ALTER TABLE \`login_device\`
            ADD CONSTRAINT \`FK_a92f417e893fd7309d266a6ded5\` FOREIGN KEY (\`userId\`) REFERENCES \`user\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE \`login_device\` DROP FOREIGN KEY \`FK_a92f417e893fd7309d266a6ded5\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_8de49e07b8cb9148f333bc3baa\` ON \`login_attempt\`
        `);
        await queryRunner.query(`
            ALTER TABLE \`login_attempt\` DROP COLUMN \`deviceId\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_715c7f5ffd6156db7e1aa875ac\` ON \`login_device\`
        `);
        await queryRunner.query(`
            DROP INDEX \`IDX_a92f417e893fd7309d266a6ded\` ON \`login_device\`
        `);
        await queryRunner.query(`
            DROP TABLE \`login_device\`
        `);
    }

}
